import { htmlToText } from '../../text';
import { linkedMapper, schemaOrg, stringOf } from '../posts/linked/linked.wire';
import type { OrganizerRow } from './organizers.queries';
import { type OrganizerWire, organizerSchema } from './organizers.wire';

export type { OrganizerWire };

/**
 * An organizer row as the API returns it: empty fields omitted, `json_ld` (schema.org `Organization`) when
 * `options.jsonLd` (single GET), and the original's redaction (docs/original.md#password-protected-content) of a protected organizer unless
 * `options.unlocked`.
 */
export const toOrganizer = linkedMapper<OrganizerRow, OrganizerWire>(
  'organizer',
  organizerSchema,
  (row) => ({ body: { phone: row.phone, website: row.website, email: row.email } }),
  organizationJsonLd,
);

/** schema.org `Organization` of a (possibly redacted) organizer wire object. */
export function organizationJsonLd(organizer: Record<string, unknown>): Record<string, unknown> {
  return schemaOrg('Organization', {
    name: stringOf(organizer.organizer),
    description: htmlToText(stringOf(organizer.description)),
    url: organizer.website || organizer.url,
    telephone: organizer.phone,
    email: organizer.email,
    sameAs: organizer.website,
  });
}
