import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listChanges } from './changes';
import { exportAll } from './export';

/** The sync routes (docs/sync.md): `GET /export` and `GET /changes`, under every language root. */
export function registerSyncRoutes(api: Hono<AppEnv>): void {
  api.get('/export', exportAll);
  api.get('/changes', listChanges);
}
