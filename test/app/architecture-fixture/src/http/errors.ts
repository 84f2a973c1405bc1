// Allowed: a type-only import may point up the layers.
import type { Thing } from '../resources/thing/thing.writes';

export class ApiError extends Error {
  thing?: Thing;
}
