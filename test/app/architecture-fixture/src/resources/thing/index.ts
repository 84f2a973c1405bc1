// The door of the resource: what other folders may use.
export type { Thing } from './thing.writes';
