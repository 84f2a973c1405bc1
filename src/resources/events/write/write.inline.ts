import type { Caller } from '../../../auth/caller';
import { can } from '../../../auth/capabilities';
import { inlineNameGuard } from '../../../db/guards';
import { ApiError, invalidParam, type ParamProblem } from '../../../http/errors';
import { problemsOf } from '../../../http/routes/route';
import type { Scope } from '../../../http/scope';
import { organizerKind } from '../../organizers/organizers.kind';
import { type OrganizerCreateInput, organizerCreateBody } from '../../organizers/organizers.schemas';
import { findLinkedByName } from '../../posts/linked/linked.queries';
import { type PlannedCreate, planCheckedCreate } from '../../posts/linked/linked.writes';
import { venueKind } from '../../venues/venues.kind';
import { type VenueCreateInput, venueCreateBody } from '../../venues/venues.schemas';

/**
 * Inline venues and organizers inside an event payload (docs/original.md#event-create "Linked posts", docs/differences.md#inline-reuse): validated
 * exactly like `POST /venues` and `POST /organizers`; one without an id reuses a live one of the same name
 * (case-insensitive) in the request's language that the caller may read, unchanged, else it is created in the
 * event's batch (a hidden namesake is never reused nor revealed: docs/security.md).
 */

export type InlineLinked = 'venue' | 'organizer';

/** A linked post as the write will link it: an existing id, or one to create. */
export type LinkedChoice =
  | { id: number }
  | { kind: 'venue'; input: VenueCreateInput; name: string }
  | { kind: 'organizer'; input: OrganizerCreateInput; name: string };

/**
 * Validates an inline object and looks for a live namesake to reuse. Problems are recorded under `param` (the
 * event's parameter: `venue` or `organizer`), with the text of the first invalid field.
 */
export async function resolveInline(
  scope: Scope,
  kind: InlineLinked,
  inline: Record<string, unknown>,
  param: string,
  problems: Record<string, ParamProblem>,
): Promise<LinkedChoice> {
  const parsed = (kind === 'venue' ? venueCreateBody() : organizerCreateBody()).safeParse(inline);
  if (!parsed.success) {
    problems[param] ??= Object.values(problemsOf(parsed.error))[0] ?? { key: 'param.invalid' };
    return { id: 0 };
  }
  const data = parsed.data as VenueCreateInput & OrganizerCreateInput;
  const name = kind === 'venue' ? data.venue : data.organizer;
  const existing = await findLinkedByName(scope.db, kind, name, scope.lang, scope.caller);
  if (existing !== undefined) return { id: existing };
  return kind === 'venue' ? { kind, input: data, name } : { kind, input: data, name };
}

/**
 * Plans the creation of an inline venue or organizer (after the caller's permission to write the event, which
 * includes creating them, was checked). A 400 from the venue or organizer checks names the event's parameter.
 */
export async function planInlineCreate(
  scope: Scope,
  choice: Exclude<LinkedChoice, { id: number }>,
  caller: Caller,
  reservedSlugs: Set<string>,
): Promise<PlannedCreate> {
  const { lang } = scope;
  try {
    const planned =
      choice.kind === 'venue'
        ? await planCheckedCreate(scope, venueKind, choice.input, caller, reservedSlugs)
        : await planCheckedCreate(scope, organizerKind, choice.input, caller, reservedSlugs);
    // No readable namesake existed when it was looked up; if a concurrent write made one since, the batch aborts
    // and the event write plans again, reusing it (one venue per name, never twins).
    const guard = inlineNameGuard(scope.db, {
      type: choice.kind,
      lang,
      name: choice.name.trim(),
      readerId: caller.id,
      readsAll: can(caller, 'edit_others'),
    });
    return { ...planned, statements: [guard, ...planned.statements] };
  } catch (error) {
    const problem = error instanceof ApiError ? Object.values(error.options.params ?? {})[0] : undefined;
    if (problem) throw invalidParam(choice.kind, problem.key, problem.vars);
    throw error;
  }
}
