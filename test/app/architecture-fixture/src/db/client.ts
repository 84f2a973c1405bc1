// Breaks no-value-import-up-from-db: the database layer imports a value from http/.
import { ApiError } from '../http/errors';

export const fail = () => new ApiError('down');
