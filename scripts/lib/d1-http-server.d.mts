/** Answers one D1 HTTP API request (`…/query` or `…/raw`) on `db` (scripts/lib/d1-http-server.mjs). */
export function answerD1Query(request: Request, db: D1Database): Promise<Response>;

declare const worker: { fetch(request: Request, env: { KEY: string; DB: D1Database }): Promise<Response> };
export default worker;
