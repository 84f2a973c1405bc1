import { z } from '@hono/zod-openapi';
import type { DocKey } from '../../i18n/catalogues/docs';
import { linkedHead, linkedTail, linkedText } from '../posts/linked/linked.fields';
import { jsonLd } from '../posts/posts.wire';

/** The wire shape of an organizer (docs/original.md#organizer-object): empty fields are omitted. */

const d = (key: DocKey) => key;

/** An organizer. */
export const Organizer = z
  .object({
    ...linkedHead(
      'organizer',
      d('field.organizer.organizer'),
      d('field.organizer.description'),
      d('field.organizer.excerpt'),
    ),
    phone: linkedText(d('field.organizer.phone')),
    website: linkedText(d('field.organizer.website')),
    email: linkedText(d('field.organizer.email')),
    json_ld: jsonLd(),
    ...linkedTail,
  })
  .describe(d('schema.Organizer'))
  .openapi('Organizer');

/** An organizer on the wire. */
export type OrganizerWire = z.output<typeof Organizer>;
