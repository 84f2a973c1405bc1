import { buildApp } from '../../../src/app';
import { openApiDocument } from '../../../src/docs/openapi';
import { routes } from '../../../src/endpoints';

/**
 * The `en` root's `/doc` as the route serves it (src/docs/index.ts), built in this process: the generator needs no
 * running service. The servers name a placeholder host; the generated types do not depend on them.
 */
export function documentForClient() {
  buildApp();
  const base = 'https://calendar.example';
  return JSON.parse(
    JSON.stringify(
      openApiDocument(
        routes,
        'en',
        [
          { url: `${base}/en/calendar/events/v1/`, description: 'doc.server.current' },
          { url: `${base}/en/wp-json/tribe/events/v1/`, description: 'doc.server.wordpress' },
        ],
        `${base}/en/mcp`,
      ),
    ),
  );
}
