// Allowed: a type-only import may point up the layers, through the resource's door.
import type { Thing } from '../resources/thing';

export class ApiError extends Error {
  thing?: Thing;
}
