// Types of `welcome.mjs` for TypeScript importers (test/readme/examples.test.ts, test/mcp/guide.test.ts).
export declare function docsUrls(base: string): string[];
export declare function exampleCommands(base: string, token: string): string[];
export declare function mcpUrls(base: string): string[];
