/**
 * What `npm run hooks` needs: create, list and delete build hooks (docs/sync.md), on the Drizzle database the
 * scripts open (local or `--remote`). The same functions serve the editor's People screen.
 */

export { hookUrlProblem } from '../../src/sync/hook-url';
export { HOOK_TYPES } from '../../src/sync/hooks';
export { createHook, deleteHook, listHooks } from '../../src/sync/sync.log';
