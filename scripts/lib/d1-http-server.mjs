/**
 * A D1 database answered in the shape of Cloudflare's D1 HTTP API (scripts/lib/d1-http.ts is its client): the
 * Worker that `local-d1-server.mjs` runs in a workerd of its own on the local database, for the importer. Plain
 * JavaScript without imports, so Miniflare loads it as it is.
 *
 * `POST …/query` with `{sql, params}` (one statement) or `{batch: [{sql, params}, …]}` (one atomic D1 batch), and
 * `POST …/raw` with one statement (rows as arrays, the column names apart). The answer is the API's envelope,
 * `{success, result: [one result per statement], errors}`; a statement D1 refuses is a 400 with its message.
 */

const envelope = (status, body) => Response.json(body, { status });

/** Answers one D1 HTTP API request on `db`. */
export async function answerD1Query(request, db) {
  let body;
  try {
    body = await request.json();
  } catch {
    return envelope(400, { success: false, errors: [{ message: 'the body is not JSON' }] });
  }
  const batch = Array.isArray(body?.batch);
  const list = batch ? body.batch : [body];
  if (list.length === 0 || list.some((s) => typeof s?.sql !== 'string')) {
    return envelope(400, { success: false, errors: [{ message: 'every statement needs its sql' }] });
  }
  try {
    const statements = list.map((s) => db.prepare(s.sql).bind(...(Array.isArray(s.params) ? s.params : [])));
    let result;
    if (new URL(request.url).pathname.endsWith('/raw')) {
      const [columns = [], ...rows] = await statements[0].raw({ columnNames: true });
      result = [{ results: { columns, rows }, success: true, meta: {} }];
    } else {
      result = batch ? await db.batch(statements) : [await statements[0].all()];
    }
    return envelope(200, { success: true, errors: [], result });
  } catch (error) {
    const cause = error?.cause ? ` ${String(error.cause.message ?? error.cause)}` : '';
    return envelope(400, { success: false, errors: [{ message: `${String(error?.message ?? error)}${cause}` }] });
  }
}

export default {
  /** Only requests bearing this run's key (`env.KEY`) are answered. */
  async fetch(request, env) {
    if (request.method !== 'POST' || request.headers.get('authorization') !== `Bearer ${env.KEY}`) {
      return envelope(401, { success: false, errors: [{ message: 'unauthorized' }] });
    }
    return answerD1Query(request, env.DB);
  },
};
