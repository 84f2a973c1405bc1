/**
 * The importer's part of each item's own write (docs/migration.md, "Resumable"): the item's mapping row (and its
 * image metadata) are added to the very D1 batch in which the service writes the item, so they commit together or
 * not at all. An import killed at any moment therefore leaves every item it wrote recorded as its own, and no
 * item recorded that it did not write: the next run never has to guess (by id or slug) which items were its own,
 * and never takes a local item for one.
 *
 * How: each API call of the importer gets a D1 binding of its own that passes everything through, and appends the
 * statements of {@link ItemWrite} to the call's write batch: the one carrying the data-version bump, which every
 * write of the service runs in its single atomic batch (src/db/batch.ts).
 */

/** What the importer adds to an item's write batch. */
export interface ItemWrite {
  source: string;
  kind: string;
  sourceId: number;
  hash: string;
  /** The item's local id when known (an update, or a create with a kept id); else the row the batch inserted. */
  localId: number | null;
  /** Whether the item is a post (event, venue, organizer) or a term: where a new row's id is read. */
  table: 'posts' | 'terms';
  /** Image metadata of the original, for the registry row the item's own write registered or reused. */
  image?: { width: number | null; height: number | null; filesize: number | null } | null;
}

/** The data-version bump of src/db/version.ts, in every write batch of the service and only there. */
const BUMP = /^\s*insert\s+into\s+"?site_state"?/i;

type Session = Pick<D1DatabaseSession, 'prepare' | 'batch'> & Partial<Pick<D1DatabaseSession, 'getBookmark'>>;

/** The id of the item: a bound literal, or the row the batch just inserted (ids only grow: AUTOINCREMENT). */
function localIdSql(write: ItemWrite): { sql: string; params: number[] } {
  return write.localId !== null
    ? { sql: '?', params: [write.localId] }
    : { sql: `(select max(id) from ${write.table})`, params: [] };
}

function statementsOf(session: Session, write: ItemWrite): D1PreparedStatement[] {
  const id = localIdSql(write);
  const mapping = session
    .prepare(
      `insert into import_items (source, kind, source_id, local_id, hash) values (?, ?, ?, ${id.sql}, ?)
       on conflict (source, kind, source_id) do update set local_id = excluded.local_id, hash = excluded.hash,
       imported_at = strftime('%Y-%m-%d %H:%M:%S', 'now')`,
    )
    .bind(write.source, write.kind, write.sourceId, ...id.params, write.hash);
  const image = write.image;
  if (!image || write.table !== 'posts' || (image.width ?? image.height ?? image.filesize) === null) return [mapping];
  // Only the registry row this item's checked write points at: never a URL the service did not accept.
  const metadata = session
    .prepare(
      `update images set width = coalesce(?, width), height = coalesce(?, height), filesize = coalesce(?, filesize)
       where id = (select image_id from posts where id = ${id.sql})`,
    )
    .bind(image.width, image.height, image.filesize, ...id.params);
  return [mapping, metadata];
}

/**
 * A D1 binding for one API call that writes `write` with the item: `d1` as it is, except that the call's write
 * batch (each time it runs: the service retries a batch that lost a race for a slug) gets the item's statements.
 * `seen()` tells whether a write batch ran at all.
 */
export function itemD1(d1: D1Database, write: ItemWrite | null): { d1: D1Database; seen: () => boolean } {
  let seen = false;
  const sqlOf = new WeakMap<object, string>();
  const targetOf = new WeakMap<object, D1PreparedStatement>();
  const tag = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const tagged = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => tag(target.bind(...values), sql);
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    sqlOf.set(tagged, sql);
    targetOf.set(tagged, statement);
    return tagged;
  };
  const wrap = (session: Session): Session => ({
    prepare: (sql: string) => tag(session.prepare(sql), sql),
    batch: <T>(statements: D1PreparedStatement[]) => {
      const isWrite = statements.some((statement) => BUMP.test(sqlOf.get(statement) ?? ''));
      const plain = statements.map((statement) => targetOf.get(statement) ?? statement);
      if (!isWrite) return session.batch<T>(plain);
      seen = true;
      if (!write) return session.batch<T>(plain);
      // The caller maps each result to its statement: it gets back exactly the results of its own.
      return session
        .batch<T>([...plain, ...statementsOf(session, write)])
        .then((results) => results.slice(0, plain.length));
    },
    getBookmark: () => session.getBookmark?.() ?? null,
  });
  const binding = {
    ...wrap(d1),
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: (...args: Parameters<D1Database['withSession']>) => wrap(d1.withSession(...args)),
  } as unknown as D1Database;
  return { d1: binding, seen: () => seen };
}
