/**
 * The commands `npm start` prints after starting (scripts/start.mjs): the docs page, reading events under each
 * root, and a write with the administrator's token. test/readme/examples.test.ts runs them against the demo
 * calendar, so they keep working.
 */

/** The interactive reference of each language root. */
export function docsUrls(base) {
  return [`${base}/ca/docs`, `${base}/es/docs`, `${base}/en/docs`];
}

/** The MCP server of each language root, for AI assistants (README, "AI assistants (MCP)"). */
export function mcpUrls(base) {
  return [`${base}/ca/mcp`, `${base}/es/mcp`, `${base}/en/mcp`];
}

/** Shell commands (one string each, continuation lines joined with ` \` + newline). */
export function exampleCommands(base, token) {
  const api = (lang) => `${base}${lang ? `/${lang}` : ''}/calendar/events/v1`;
  return [
    `curl '${api('ca')}/events?per_page=3'`,
    `curl '${api('es')}/events?categories=jazz'`,
    `curl '${api('en')}/events/by-slug/winter-jazz-festival'`,
    `curl '${api('')}/venues?i18n_language=ca'`,
    `curl -X POST '${api('ca')}/tags' -H 'Authorization: Bearer ${token}' \\\n       -H 'Content-Type: application/json' -d '{"name": "Concert a la fresca"}'`,
  ];
}
