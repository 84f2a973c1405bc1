import { endpoint } from '../http/routes/route';
import { listChanges } from './changes';
import { exportAll } from './export';
import { changesRoute, exportRoute } from './sync.routes';

/** The sync endpoints (docs/sync.md): `GET /export` and `GET /changes`, under every language root. */
export const syncEndpoints = [endpoint(exportRoute, exportAll), endpoint(changesRoute, listChanges)] as const;
