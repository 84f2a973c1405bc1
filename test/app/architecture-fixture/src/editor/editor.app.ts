// Breaks editor-resources-through-doors (an inner file of a resource) and editor-no-db.
import { fail } from '../db/client';
import { now } from '../resources/thing/thing.writes';

export const screens = [now, fail];
