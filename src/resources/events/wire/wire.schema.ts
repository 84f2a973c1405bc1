import { z } from '@hono/zod-openapi';
import { lazy } from '../../../http/routes/route';
import type { DocKey } from '../../../i18n/catalogues/docs';
import { organizerSchema } from '../../organizers/organizers.wire';
import { emptyArray, imageSchema, jsonLd, kept, postHead, postTail, redacted, wall } from '../../posts/posts.wire';
import { eventTermSchema } from '../../terms/terms.wire';
import { venueSchema } from '../../venues/venues.wire';

/**
 * The wire shape of an event (docs/original.md#event-object, in the original's key order, with this API's
 * extensions): the one declaration the mapper's return type, the OpenAPI component, the pages' model and the
 * export's lines derive from. Each field declares what a password-protected event shows of it to readers who have
 * not unlocked it (`kept` or `redacted`, src/resources/posts/posts.wire.ts).
 */

const d = (key: DocKey) => key;

export const dateDetailsSchema = lazy(() =>
  z
    .object({
      year: z.string().describe(d('field.date_details.year')),
      month: z.string().describe(d('field.date_details.month')),
      day: z.string().describe(d('field.date_details.day')),
      hour: z.string().describe(d('field.date_details.hour')),
      minutes: z.string().describe(d('field.date_details.minutes')),
      seconds: z.string().describe(d('field.date_details.seconds')),
    })
    .describe(d('schema.DateDetails'))
    .openapi('DateDetails'),
);

export const costDetailsSchema = lazy(() =>
  z
    .object({
      currency_symbol: z.string().describe(d('field.cost_details.currency_symbol')),
      currency_code: z.string().describe(d('field.cost_details.currency_code')),
      currency_position: z.enum(['prefix', 'postfix', '']).describe(d('field.cost_details.currency_position')),
      values: z.array(z.string()).describe(d('field.cost_details.values')),
    })
    .describe(d('schema.CostDetails'))
    .openapi('CostDetails'),
);

/** `cost_details` on the wire. */
export type CostDetailsWire = z.output<ReturnType<typeof costDetailsSchema>>;

/** A flag: `null` on a protected event the reader has not unlocked. */
const flag = (key: DocKey) => redacted(z.boolean().nullable().describe(key), () => null);
const text = (key: DocKey) => kept(z.string().describe(key));
const details = () => kept(dateDetailsSchema());

/** An event: every key present; flags are `null` in a redacted protected event. */
export const eventSchema = lazy(() =>
  z
    .object({
      ...postHead(),
      title: text(d('field.event.title')),
      description: redacted(z.string().describe(d('field.event.description')), () => ''),
      excerpt: redacted(z.string().describe(d('field.event.excerpt')), () => ''),
      slug: text(d('field.post.slug')),
      image: redacted(z.union([imageSchema(), z.literal(false)]).describe(d('field.image')), () => false),
      all_day: flag(d('field.event.all_day')),
      start_date: kept(wall().describe(d('field.event.start_date'))),
      start_date_details: details(),
      end_date: kept(wall().describe(d('field.event.end_date'))),
      end_date_details: details(),
      utc_start_date: kept(wall().describe(d('field.event.utc_start_date'))),
      utc_start_date_details: details(),
      utc_end_date: kept(wall().describe(d('field.event.utc_end_date'))),
      utc_end_date_details: details(),
      timezone: text(d('field.event.timezone')),
      timezone_abbr: text(d('field.event.timezone_abbr')),
      cost: redacted(z.string().describe(d('field.event.cost')), () => ''),
      cost_details: redacted(costDetailsSchema(), () => ({
        currency_symbol: '',
        currency_position: '',
        currency_code: '',
        values: [],
      })),
      website: redacted(z.string().describe(d('field.event.website')), () => ''),
      show_map: flag(d('field.event.show_map')),
      show_map_link: flag(d('field.event.show_map_link')),
      hide_from_listings: flag(d('field.event.hide_from_listings')),
      sticky: flag(d('field.event.sticky')),
      featured: flag(d('field.event.featured')),
      ticketed: flag(d('field.event.ticketed')),
      post_parent: kept(z.number().int().optional().describe(d('field.event.post_parent'))),
      categories: redacted(z.array(eventTermSchema()).describe(d('field.event.categories')), () => []),
      tags: redacted(z.array(eventTermSchema()).describe(d('field.event.tags')), () => []),
      venue: redacted(z.union([venueSchema(), emptyArray()]).describe(d('field.event.venue')), () => []),
      organizer: redacted(z.array(organizerSchema()).describe(d('field.event.organizer')), () => []),
      custom_fields: redacted(
        z
          .union([z.record(z.string(), z.object({ label: z.string(), value: z.string() })), emptyArray()])
          .describe(d('field.event.custom_fields')),
        () => [],
      ),
      json_ld: jsonLd(),
      ...postTail(),
      // Series (docs/recurrence.md): null on a single event.
      recurrence: kept(z.array(z.string()).nullable().describe(d('field.event.recurrence'))),
      series_id: kept(z.number().int().nullable().describe(d('field.event.series_id'))),
      occurrence_start: kept(wall().nullable().describe(d('field.event.occurrence_start'))),
    })
    .describe(d('schema.Event'))
    .openapi('Event'),
);

/** An event on the wire: what the mapper returns, as `/doc` documents it. */
export type EventWire = z.output<ReturnType<typeof eventSchema>>;
