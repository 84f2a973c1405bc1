/** The generated files' texts by name, from an OpenAPI document (see generate-lib.mjs). */
export function generate(document: unknown): Promise<{ 'openapi.ts': string; 'schemas.ts': string }>;
