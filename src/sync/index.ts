import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { register } from '../http/route';
import { listChanges } from './changes';
import { exportAll } from './export';
import { changesRoute, exportRoute } from './sync.routes';

/** The sync routes (docs/sync.md): `GET /export` and `GET /changes`, under every language root. */
export function registerSyncRoutes(api: Hono<AppEnv>): void {
  register(api, exportRoute, exportAll);
  register(api, changesRoute, listChanges);
}
