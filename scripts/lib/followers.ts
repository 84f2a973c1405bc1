/**
 * What `npm run followers` needs: the followers of the calendar's actors (docs/federation.md, "Followers"), listed
 * and removed through the same plain functions the editor's People screen calls.
 */
export { listFollowers, removeFollower } from '../../src/federation';
