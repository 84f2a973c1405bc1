import { sql } from 'drizzle-orm';
import type { Caller } from '../../../auth/caller';
import { can, canRead } from '../../../auth/capabilities';
import { readBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import { images, posts, users } from '../../../db/schema';
import { forbidden, invalidParams, type ParamProblem } from '../../../http/errors';
import type { Scope } from '../../../http/scope';
import { nameKey } from '../../../text';
import { type ImageInput, type ImageWrite, isSafeImageUrl, planImage } from '../../posts';
import { jsonIds } from '../../shared/sql';
import { planTermRefs, termRefsFrom } from '../../terms/terms.queries';
import { TAXONOMIES } from '../../terms/terms.schemas';
import { type InlineLinked, type LinkedChoice, resolveInline } from './write.inline';
import type { LinkedRef } from './write.schemas';

/**
 * Checks every reference of an event write before anything is written or any permission is checked
 * (docs/original.md#validation-before-permission): linked venues, organizers and parent exist, the author and image exist, categories and tags name
 * existing terms (or new names). All problems are reported together in one 400.
 */

/** Terms of one taxonomy as resolved: existing ids (in input order) and names to create in the request's language. */
export interface TermChoice {
  ids: number[];
  names: string[];
}

/** The references of an event write, resolved; undefined fields were not sent. */
export interface EventRefs {
  categories?: TermChoice;
  tags?: TermChoice;
  /** `null` unlinks the venue. */
  venue?: LinkedChoice | null;
  organizers?: LinkedChoice[];
  image?: ImageWrite;
}

/** The reference fields of a validated write. */
export interface RefInput {
  categories?: string[];
  tags?: string[];
  venue?: LinkedRef | null;
  organizer?: LinkedRef[];
  post_parent?: number;
  author?: number;
  image?: ImageInput;
}

type Problems = Record<string, ParamProblem>;

/** `planTermRefs`'s statements of each taxonomy sent, named `<route>BySlugOrName` and `<route>ById`. */
function termRefStatements(db: Db, routes: readonly ('categories' | 'tags')[], input: RefInput) {
  const named: {
    categoriesBySlugOrName?: TermRefStatements['bySlugOrName'];
    categoriesById?: TermRefStatements['byId'];
    tagsBySlugOrName?: TermRefStatements['bySlugOrName'];
    tagsById?: TermRefStatements['byId'];
  } = {};
  for (const route of routes) {
    const { bySlugOrName, byId } = planTermRefs(db, TAXONOMIES[route].taxonomy, input[route]!);
    named[`${route}BySlugOrName`] = bySlugOrName;
    named[`${route}ById`] = byId;
  }
  return named;
}

type TermRefStatements = ReturnType<typeof planTermRefs>;

/**
 * Checks, in ONE round trip, that ids name live posts of the right type, that the author and the image id exist,
 * and resolves `categories` and `tags`: numeric items must be existing ids, other unknown items are names to
 * create. Returns the resolved terms of each taxonomy sent.
 */
async function checkReferences(scope: Scope, input: RefInput, selfId: number | undefined, problems: Problems) {
  const { db } = scope;
  const venueIds = input.venue && 'id' in input.venue ? [input.venue.id] : [];
  const organizerIds = (input.organizer ?? []).flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const parentIds = input.post_parent ? [input.post_parent] : [];
  const postIds = [...venueIds, ...organizerIds, ...parentIds];
  const routes = (['categories', 'tags'] as const).filter((route) => (input[route]?.length ?? 0) > 0);
  const terms: Partial<Record<'categories' | 'tags', TermChoice>> = {};
  for (const route of ['categories', 'tags'] as const)
    if (input[route]?.length === 0) terms[route] = { ids: [], names: [] };
  if (postIds.length === 0 && input.author === undefined && typeof input.image !== 'number' && routes.length === 0) {
    return terms;
  }
  const { found, author, image, ...termResults } = await readBatch(db, {
    found: db
      .select({ id: posts.id, type: posts.type, status: posts.status, authorId: posts.authorId })
      .from(posts)
      .where(sql`${posts.id} in (select value from json_each(${jsonIds(postIds)}))`),
    author: db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${input.author ?? 0}`),
    image: db
      .select({ id: images.id, url: images.url })
      .from(images)
      .where(sql`${images.id} = ${typeof input.image === 'number' ? input.image : 0}`),
    ...termRefStatements(db, routes, input),
  });
  // An id the caller may not read (another user's draft venue, a private organizer) is answered exactly as an
  // unknown one: the answer must not tell which ids exist, and nothing is linked (docs/security.md, "Linking").
  const live = (type: string) =>
    new Set(found.filter((p) => p.type === type && p.status !== 'trash' && canRead(scope.caller, p)).map((p) => p.id));
  const venues = live('venue');
  const organizers = live('organizer');
  const events = live('event');
  // The 400 says which ids are unknown: a client sending several cannot guess which one is wrong.
  const missingVenues = [...new Set(venueIds.filter((id) => !venues.has(id)))];
  const missingOrganizers = [...new Set(organizerIds.filter((id) => !organizers.has(id)))];
  if (missingVenues.length) problems.venue = { key: 'param.unknown_ids', vars: { ids: missingVenues.join(', ') } };
  if (missingOrganizers.length)
    problems.organizer = { key: 'param.unknown_ids', vars: { ids: missingOrganizers.join(', ') } };
  if (input.post_parent) {
    if (input.post_parent === selfId) problems.post_parent = { key: 'param.self_parent' };
    else if (!events.has(input.post_parent)) problems.post_parent = { key: 'param.unknown_id' };
  }
  if (input.author !== undefined && author.length === 0) problems.author = { key: 'param.unknown_user' };
  // A registry row holding a URL the API would refuse is not attachable (src/resources/posts/posts.images.ts).
  if (typeof input.image === 'number' && !image.some((row) => isSafeImageUrl(row.url))) {
    problems.image = { key: 'param.image' };
  }
  for (const route of routes) {
    const results = {
      bySlugOrName: termResults[`${route}BySlugOrName`] ?? [],
      byId: termResults[`${route}ById`] ?? [],
    };
    // A number is a term id on a write, never another term's numeric slug (docs/original.md "event-create").
    terms[route] = termChoice(
      route,
      termRefsFrom(input[route]!, scope.lang, results, { numbersAreIds: true }),
      problems,
    );
  }
  return terms;
}

/** Terms of one taxonomy as sent: numeric items must be existing ids; other unknown items are names to create. */
function termChoice(
  route: 'categories' | 'tags',
  resolved: { ids: number[]; unknown: string[] },
  problems: Problems,
): TermChoice {
  const missing = [...new Set(resolved.unknown.filter((ref) => /^\d+$/.test(ref)))];
  if (missing.length) problems[route] = { key: 'param.unknown_terms', vars: { ids: missing.join(', ') } };
  // New names are one term when their name keys are equal (as the database compares them: accents, case, NFKC,
  // spaces): keyed otherwise, `Café` and `cafe` were two inserts of one key and the write failed every time.
  const names = new Map<string, string>();
  for (const name of resolved.unknown) if (!names.has(nameKey(name))) names.set(nameKey(name), name.trim());
  return { ids: resolved.ids, names: [...names.values()] };
}

/**
 * Resolves and checks the references of an event write (`selfId`: the event being updated). Throws one 400
 * naming every invalid parameter.
 */
export async function resolveEventRefs(scope: Scope, input: RefInput, selfId?: number): Promise<EventRefs> {
  const problems: Problems = {};
  const inline = (param: 'venue' | 'organizer', kind: InlineLinked, ref: LinkedRef) =>
    'id' in ref
      ? Promise.resolve<LinkedChoice>({ id: ref.id })
      : resolveInline(scope, kind, ref.inline, param, problems);
  const [terms, venue, organizers] = await Promise.all([
    checkReferences(scope, input, selfId, problems),
    input.venue === undefined || input.venue === null ? input.venue : inline('venue', 'venue', input.venue),
    input.organizer === undefined
      ? undefined
      : Promise.all(input.organizer.map((ref) => inline('organizer', 'organizer', ref))),
  ]);
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  // A known image id was checked above; URLs and removals need no query.
  const image =
    input.image === undefined
      ? undefined
      : typeof input.image === 'number'
        ? { imageId: input.image, statements: [] }
        : await planImage(scope.db, input.image);
  return { ...terms, venue, organizers: organizers && dedupeLinked(organizers), image };
}

/** Organizers in order, each once (an inline one reusing an organizer also named by id counts once). */
function dedupeLinked(choices: LinkedChoice[]): LinkedChoice[] {
  const seen = new Set<string>();
  return choices.filter((choice) => {
    const key = 'id' in choice ? `id:${choice.id}` : `new:${choice.name.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 403 `rest_forbidden` when the write would create terms the caller may not manage (docs/differences.md#inline-terms-need-capability). */
export function assertMayCreateTerms(caller: Caller, refs: EventRefs): void {
  for (const route of ['categories', 'tags'] as const) {
    if ((refs[route]?.names.length ?? 0) > 0 && !can(caller, TAXONOMIES[route].manage)) throw forbidden(true);
  }
}
