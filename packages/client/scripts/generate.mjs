import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from './generate-lib.mjs';

/**
 * `npm run generate -w calendar-events-client [-- <url of /doc>]`: writes src/generated/ from the OpenAPI document
 * of a running service (`http://127.0.0.1:8787/en/calendar/events/v1/doc`), or, without a URL, from the same
 * generator the `/doc` route serves, run in this process on the repository's source (through tsx).
 */

const url = process.argv[2];
let document;
if (url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  document = await response.json();
} else {
  const { tsImport } = await import('tsx/esm/api');
  const here = import.meta.url;
  const { documentForClient } = await tsImport('./client-document.ts', here);
  document = await documentForClient();
}
const files = await generate(document);
for (const [name, text] of Object.entries(files)) {
  writeFileSync(fileURLToPath(new URL(`../src/generated/${name}`, import.meta.url)), text);
}
console.log(`wrote ${Object.keys(files).join(', ')}`);
