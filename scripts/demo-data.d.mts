import type { DemoItem } from './lib/demo-seed';

// Types of `demo-data.mjs` for TypeScript importers (the seeder's tests).
export declare const categories: DemoItem[];
export declare const tags: DemoItem[];
export declare const venues: DemoItem[];
export declare const organizers: DemoItem[];
export declare const events: DemoItem[];
