import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { readRequestInput } from './input';

/** Reads the request's parameters (body over query string) once, for validation and `i18n_language`. */
export const readInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('rawInput', await readRequestInput(c.req.raw, c.var.config.bodyTimeoutSeconds));
  await next();
};
