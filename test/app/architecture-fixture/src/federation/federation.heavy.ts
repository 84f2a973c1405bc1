// Breaks `federation-through-doors`: a resource's inner module instead of its door.
import { now } from '../resources/thing/thing.writes';

export const heavy = now;
