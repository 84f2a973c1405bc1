import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCaller, requireCaller } from '../../auth/caller';
import { assertAllowed, can } from '../../auth/capabilities';
import { readBatch } from '../../db/batch';
import { retryOnUniqueViolation } from '../../db/constraints';
import type { AppEnv } from '../../env';
import { ApiError, invalidParam } from '../../http/errors';
import { effectivePerPage, listLinks, setListHeaders, totalPages } from '../../http/routes/pagination';
import type { Handler } from '../../http/routes/route';
import { fieldSelector } from '../../http/routes/select-fields';
import { scopeOf } from '../../http/scope';
import type { Lang } from '../../i18n/languages';
import { importedFor } from '../../import/overrides';
import { findPostCore } from '../posts/posts.lookup';
import { assertEventLinksReadable } from '../posts/posts.visibility';
import { assertUnchanged, selectVersion, withVersion } from '../shared/versions';
import { findDuplicateTerm, findSiblingClash } from './terms.duplicates';
import { toStandaloneTerm } from './terms.mapper';
import { ancestorsOf, findTerm, getTerm, listTerms, resolveTermRefs, selectTerm, type TermRow } from './terms.queries';
import type { TermRoutes } from './terms.routes';
import { TAXONOMIES, type TaxonomyRoute } from './terms.schemas';
import { createTerm, deleteTerm, deleteTermTranslation, updateTerm } from './terms.writes';

/** The handlers of one taxonomy, named as its routes (`termRoutes(t).list` ↔ `termHandlers(t).list`). */
type TermHandlers<R extends TermRoutes = TermRoutes> = {
  list: Handler<R['list']>;
  get: Handler<R['get']>;
  create: Handler<R['create']>;
  update: Handler<R['update'][number]>;
  delete: Handler<R['delete']>;
};

/** The validated `parent` of an input: categories have one, the tags' schemas have no `parent`. */
function parentOf(input: object): number | undefined {
  return 'parent' in input && typeof input.parent === 'number' ? input.parent : undefined;
}

/** Handlers of one taxonomy's routes: the same code serves categories and tags. */
export function termHandlers(route: TaxonomyRoute): TermHandlers {
  const { taxonomy, manage } = TAXONOMIES[route];
  const lang = (c: Context<AppEnv>): Lang => c.get('lang');

  async function existing(c: Context<AppEnv>, id: number) {
    const term = await findTerm(c.get('db'), taxonomy, id);
    if (!term) throw invalidParam('id', 'param.unknown_id');
    return term;
  }

  async function idsOf(c: Context<AppEnv>, param: string, refs: string[] | undefined) {
    if (refs === undefined) return undefined;
    const { ids, unknown } = await resolveTermRefs(c.get('db'), taxonomy, refs, lang(c));
    if (unknown.length > 0) throw invalidParam(param, 'param.unknown_term');
    return ids;
  }

  async function assertEvent(c: Context<AppEnv>, param: string, id: number | undefined) {
    if (id === undefined) return;
    const post = await findPostCore(c.get('db'), id);
    // An event's (or a series record's, docs/recurrence.md) terms are shown only to whom the event itself is
    // (400, 401, 403 as it answers).
    assertEventLinksReadable(await getCaller(c), post, param);
  }

  /** A parent that exists and is neither the term itself nor one of its descendants. */
  async function assertParent(c: Context<AppEnv>, parent: number | undefined, selfId?: number) {
    if (parent === undefined || parent === 0) return;
    if (!(await findTerm(c.get('db'), taxonomy, parent))) throw invalidParam('parent', 'param.unknown_term');
    if (selfId !== undefined && (parent === selfId || (await ancestorsOf(c.get('db'), parent)).includes(selfId))) {
      throw invalidParam('parent', 'param.parent_cycle');
    }
  }

  function assertNoParentOnTags(c: Context<AppEnv>) {
    if (route === 'tags' && c.get('rawInput').parent !== undefined)
      throw new ApiError('rest_taxonomy_not_hierarchical');
  }

  async function authorize(c: Context<AppEnv>) {
    const caller = await requireCaller(c);
    assertAllowed(caller, can(caller, manage));
  }

  async function read(c: Context<AppEnv>, id: number): Promise<TermRow> {
    const row = await getTerm(c.get('db'), taxonomy, id, lang(c));
    if (!row) throw invalidParam('id', 'param.unknown_id');
    return row;
  }

  async function assertNotDuplicate(c: Context<AppEnv>, name: string, parentId: number, selfId?: number) {
    const duplicate = await findDuplicateTerm(c.get('db'), taxonomy, lang(c), name, parentId, selfId);
    if (duplicate !== undefined) throw termExists(duplicate);
  }

  /** `term_exists` naming `termId`, worded as WordPress words it for this taxonomy (tags have no parent). */
  function termExists(termId: number): ApiError {
    const messageKey = route === 'tags' ? 'term_exists_flat' : 'term_exists';
    return new ApiError('term_exists', { data: { term_id: termId }, messageKey });
  }

  return {
    async list(c, input) {
      const include = await idsOf(c, 'include', input.include);
      const exclude = await idsOf(c, 'exclude', input.exclude);
      const parent = parentOf(input);
      if (parent !== undefined && !(await findTerm(c.get('db'), taxonomy, parent)))
        throw invalidParam('parent', 'param.unknown_term');
      const eventId = input.event ?? input.post;
      await assertEvent(c, input.event !== undefined ? 'event' : 'post', eventId);
      // `context=edit` needs a manager of the taxonomy (401/403), checked after the parameters as every permission.
      if (input.context === 'edit') await authorize(c);
      const perPage = effectivePerPage(input.per_page);
      const { rows, total } = await listTerms(c.get('db'), {
        taxonomy,
        lang: lang(c),
        page: input.page,
        perPage,
        search: input.search,
        include,
        exclude,
        parent,
        eventId,
        slugs: input.slug?.map((s) => s.toLowerCase()),
        hideEmpty: input.hide_empty,
        orderby: input.orderby ?? 'name',
        order: input.order ?? 'asc',
      });
      const pages = totalPages(total, perPage);
      const keys = [
        '_fields',
        'event',
        'exclude',
        'hide_empty',
        'i18n_language',
        'include',
        'order',
        'orderby',
        'page',
        'parent',
        'per_page',
        'post',
        'search',
        'slug',
      ];
      const links = listLinks(
        c,
        `/${route}`,
        keys,
        {
          page: input.page,
          perPage,
          pages,
          perPageSent: input.per_page !== undefined,
          previousPastEnd: true,
        },
        input,
      );
      setListHeaders(c, total, pages, links);
      const select = fieldSelector(input._fields);
      return c.json({
        rest_url: links.restUrl,
        total,
        total_pages: pages,
        [route]: rows.map((row) => select(toStandaloneTerm(scopeOf(c), route, row))),
        ...(links.nextUrl ? { next_rest_url: links.nextUrl } : {}),
        ...(links.previousUrl ? { previous_rest_url: links.previousUrl } : {}),
      });
    },

    async get(c, input) {
      // The term and its version (its ETag), in one round trip.
      const db = c.get('db');
      const { rows, version } = await readBatch(db, {
        rows: selectTerm(db, taxonomy, input.id, lang(c)),
        version: selectVersion(db, [taxonomy], sql`select ${input.id}`),
      });
      const row = rows[0] as TermRow | undefined;
      if (!row) throw invalidParam('id', 'param.unknown_id');
      if (input.context === 'edit') await authorize(c);
      return withVersion(c.json(toStandaloneTerm(scopeOf(c), route, row)), version[0]);
    },

    async create(c, input) {
      const parentId = parentOf(input) ?? 0;
      await assertParent(c, parentId);
      await authorize(c);
      assertNoParentOnTags(c);
      // A concurrent writer may take the planned slug, or give a term this name (compared by its key), between
      // the read and the batch: plan again, the duplicate check included, so a name taken meanwhile is the same
      // 400 `term_exists` as one taken before (the database's unique key on the name decides which writer won).
      const id = await retryOnUniqueViolation(async () => {
        await assertNotDuplicate(c, input.name, parentId);
        return createTerm(c.get('db'), {
          taxonomy,
          lang: lang(c),
          name: input.name,
          description: input.description,
          slug: input.slug,
          parentId,
          id: importedFor(c, taxonomy)?.id,
        });
      });
      const term = toStandaloneTerm(scopeOf(c), route, await read(c, id));
      // Where the new term lives, as WordPress's terms controller says (its own `wp/v2` URL there; ours here).
      return c.json(term, 201, { Location: term.urls.self });
    },

    async update(c, input) {
      const term = await existing(c, input.id);
      const parentId = parentOf(input);
      await assertParent(c, parentId, term.id);
      await authorize(c);
      await assertUnchanged(c, taxonomy, term.id);
      assertNoParentOnTags(c);
      const current = await getTerm(c.get('db'), taxonomy, term.id, lang(c));
      const isNewTranslation = current?.lang !== lang(c);
      if (isNewTranslation && input.name === undefined)
        throw new ApiError('rest_missing_callback_param', { missing: ['name'] });
      await retryOnUniqueViolation(async () => {
        if (input.name !== undefined || parentId !== undefined) {
          await assertNotDuplicate(c, input.name ?? current!.name, parentId ?? term.parentId, term.id);
        }
        if (parentId !== undefined && parentId !== term.parentId) {
          // The term's other languages move too: a sibling-to-be with one of those names is the same
          // `term_exists` (before, the database refused the move and the answer was 409 every time).
          const clash = await findSiblingClash(c.get('db'), taxonomy, term.id, parentId, lang(c));
          if (clash !== undefined) throw termExists(clash);
        }
        return updateTerm(c.get('db'), {
          id: term.id,
          taxonomy,
          lang: lang(c),
          text: { name: input.name, description: input.description, slug: input.slug },
          isNewTranslation,
          parentId,
        });
      });
      return c.json(toStandaloneTerm(scopeOf(c), route, await read(c, term.id)));
    },

    async delete(c, input) {
      const term = await existing(c, input.id);
      const translation = input.translation;
      if (translation !== undefined) {
        const row = await read(c, term.id);
        const slugs = JSON.parse(row.slugs) as Record<string, string>;
        if (translation === term.originalLang || slugs[translation] === undefined)
          throw invalidParam('translation', 'param.translation');
      }
      await authorize(c);
      await assertUnchanged(c, taxonomy, term.id);
      if (translation !== undefined) {
        await deleteTermTranslation(c.get('db'), term.id, translation);
        return c.json(toStandaloneTerm(scopeOf(c), route, await read(c, term.id)));
      }
      const before = toStandaloneTerm(scopeOf(c), route, await read(c, term.id));
      await deleteTerm(c.get('db'), term.id, term.parentId);
      return c.json(before);
    },
  };
}
