import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../../auth/caller';
import type { Statement } from '../../../db/batch';
import { eventOrganizers, eventTerms, posts, terms } from '../../../db/schema';
import type { Scope } from '../../../http/scope';
import { planTermCreate } from '../../terms/terms.writes';
import { type LinkedChoice, planInlineCreate } from './write.inline';
import type { EventRefs } from './write.refs';

/**
 * The link statements of an event write (venue, organizers, categories, tags, created inline when asked), planned
 * for the write's batch (`write.plan.ts`).
 */

/** How links are written: the event (an id or, on create, its SQL id), who writes, in which language. */
export interface LinkContext {
  scope: Scope;
  eventId: number | SQL<number>;
  caller: Caller;
  /** Slugs taken by the inline creates of this batch. */
  reserved: { venue: Set<string>; organizer: Set<string>; category: Set<string>; tag: Set<string> };
}

async function venueStatements(ctx: LinkContext, venue: LinkedChoice): Promise<Statement[]> {
  if ('id' in venue) return [];
  const planned = await planInlineCreate(ctx.scope, venue, ctx.caller, ctx.reserved.venue);
  const link = ctx.scope.db.update(posts).set({ venueId: planned.id }).where(eq(posts.id, ctx.eventId));
  return [...planned.statements, link];
}

async function organizerStatements(ctx: LinkContext, organizers: LinkedChoice[], replace: boolean) {
  const db = ctx.scope.db;
  const statements: Statement[] = replace
    ? [db.delete(eventOrganizers).where(eq(eventOrganizers.eventId, ctx.eventId))]
    : [];
  for (const [position, organizer] of organizers.entries()) {
    if ('id' in organizer) {
      statements.push(db.insert(eventOrganizers).values({ eventId: ctx.eventId, organizerId: organizer.id, position }));
      continue;
    }
    const planned = await planInlineCreate(ctx.scope, organizer, ctx.caller, ctx.reserved.organizer);
    statements.push(
      ...planned.statements,
      db.insert(eventOrganizers).values({ eventId: ctx.eventId, organizerId: planned.id, position }),
    );
  }
  return statements;
}

async function termStatements(ctx: LinkContext, refs: EventRefs, replace: boolean) {
  const db = ctx.scope.db;
  const statements: Statement[] = [];
  for (const [route, taxonomy] of [
    ['categories', 'category'],
    ['tags', 'tag'],
  ] as const) {
    const choice = refs[route];
    if (!choice) continue;
    if (replace) {
      statements.push(
        db
          .delete(eventTerms)
          .where(
            and(
              eq(eventTerms.eventId, ctx.eventId),
              sql`${eventTerms.termId} in (select ${terms.id} from ${terms} where ${terms.taxonomy} = ${taxonomy})`,
            ),
          ),
      );
    }
    for (const termId of choice.ids) statements.push(db.insert(eventTerms).values({ eventId: ctx.eventId, termId }));
    for (const name of choice.names) {
      const planned = await planTermCreate(
        db,
        { taxonomy, lang: ctx.scope.lang, name, parentId: 0 },
        ctx.reserved[taxonomy],
      );
      statements.push(
        ...planned.statements,
        db.insert(eventTerms).values({ eventId: ctx.eventId, termId: planned.id }),
      );
    }
  }
  return statements;
}

/** Statements of every link a write sends; `replace` (updates) first removes the links of each field sent. */
export async function linkStatements(ctx: LinkContext, refs: EventRefs, replace: boolean): Promise<Statement[]> {
  return [
    ...(refs.venue ? await venueStatements(ctx, refs.venue) : []),
    ...(refs.organizers ? await organizerStatements(ctx, refs.organizers, replace) : []),
    ...(await termStatements(ctx, refs, replace)),
  ];
}

/** The venue column of a write: an existing venue's id, `null` to unlink, undefined when unchanged or created inline. */
export function venueColumn(refs: EventRefs): number | null | undefined {
  if (refs.venue === null) return null;
  return refs.venue && 'id' in refs.venue ? refs.venue.id : undefined;
}

/** Fresh sets of the slugs a batch's inline creates take, per kind. */
export function newSlugs() {
  return {
    venue: new Set<string>(),
    organizer: new Set<string>(),
    category: new Set<string>(),
    tag: new Set<string>(),
  };
}
