import { z } from '@hono/zod-openapi';
import { posts } from '../../db/schema';
import { lazy } from '../../http/routes/route';
import type { DocKey } from '../../i18n/catalogues/docs';
import { linkedHead, linkedTail, linkedText } from '../posts/linked/linked.fields';
import { jsonLd, searchable } from '../posts/posts.wire';

/** The wire shape of an organizer (docs/original.md#organizer-object): empty fields are omitted. */

const d = (key: DocKey) => key;

/** An organizer. */
export const organizerSchema = lazy(() =>
  z
    .object({
      ...linkedHead(
        'organizer',
        d('field.organizer.organizer'),
        d('field.organizer.description'),
        d('field.organizer.excerpt'),
      ),
      phone: searchable(linkedText(d('field.organizer.phone')), posts.phone),
      website: searchable(linkedText(d('field.organizer.website')), posts.website),
      email: searchable(linkedText(d('field.organizer.email')), posts.email),
      json_ld: jsonLd(),
      ...linkedTail(),
    })
    .describe(d('schema.Organizer'))
    .openapi('Organizer'),
);

/** An organizer on the wire. */
export type OrganizerWire = z.output<ReturnType<typeof organizerSchema>>;
