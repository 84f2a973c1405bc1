// Breaks resources-through-their-doors (a room of the resource, not its door) and
// features-reach-the-database-through-resources (src/db/ from a feature).
import { fail } from '../db/client';
import { now } from '../resources/thing/thing.writes';

export const page = () => [now(), fail];
