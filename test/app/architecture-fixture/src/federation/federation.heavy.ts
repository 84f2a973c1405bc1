// Breaks resources-through-their-doors (a resource's inner module instead of its door), and with a table that is
// not its own, federation-keeps-to-its-tables and features-reach-the-database-through-resources.
import { posts } from '../db/schema/posts';
import { now } from '../resources/thing/thing.writes';

export const heavy = [now, posts];
