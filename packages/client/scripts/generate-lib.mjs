import openapiTS, { astToString } from 'openapi-typescript';

/**
 * What the client derives from the service's OpenAPI document (`/doc` of the `en` root): the TypeScript types of
 * every route and component (openapi-typescript), and the JSON schemas of the wire components the Astro loader
 * turns into its zod schema. A pure function of the document, so `npm run generate` writes the files and the
 * package test (test/packages/client.node.test.ts) compares them with a fresh run over the live `/doc`.
 */

const HEADER = "// Generated from the service's OpenAPI document (`/doc`) by scripts/generate.mjs: do not edit.\n";

/** The components the loader validates, and every component they refer to. */
const WIRE = ['Event', 'Venue', 'Organizer', 'Term'];

/** Annotation keys that would make a zod schema add or invent values (`default`) or only document (`example`). */
const DROPPED = new Set(['default', 'example', 'examples']);

function clean(value) {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (DROPPED.has(key)) continue;
    out[key] =
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '#/$defs/') : clean(inner);
  }
  return out;
}

function referenced(schemas, names) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !schemas[name]) return;
    seen.add(name);
    JSON.stringify(schemas[name], (key, value) => {
      if (key === '$ref' && typeof value === 'string') visit(value.replace('#/components/schemas/', ''));
      return value;
    });
  };
  for (const name of names) visit(name);
  return [...seen].sort();
}

/** @returns {Promise<{ 'openapi.ts': string, 'schemas.ts': string }>} the generated files' texts by name. */
export async function generate(document) {
  const types = astToString(await openapiTS(document, { alphabetize: false }));
  const schemas = document.components.schemas;
  const defs = Object.fromEntries(referenced(schemas, WIRE).map((name) => [name, clean(schemas[name])]));
  const json = JSON.stringify({ $defs: defs }, null, 2);
  return {
    'openapi.ts': `${HEADER}/* eslint-disable */\n${types}`,
    'schemas.ts': `${HEADER}\n/** JSON schemas of the wire components (without defaults or examples), for the Astro loader's zod schema. */\nexport const wireSchemas = ${json} as const;\n`,
  };
}
