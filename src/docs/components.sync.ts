import { z } from '@hono/zod-openapi';
import type { DocKey } from '../i18n/catalogues/docs';

/** Response schemas of the calendar feeds and of the sync routes (`src/sync/`). */

const d = (key: DocKey) => key;

/** An iCalendar (RFC 5545) document: the calendar feeds (src/resources/events/ical), served as `text/calendar`. */
export const Calendar = z.string().describe(d('schema.Calendar')).openapi('Calendar');

/**
 * The export (src/sync/export.ts): NDJSON, one `{type, item}` object per line in the list shapes, then
 * `{"type":"sync","sync_token":…}`. Served as `application/x-ndjson`.
 */
export const Export = z.string().describe(d('schema.Export')).openapi('Export');

/** A page of the change log (src/sync/changes.ts). */
export const Changes = z
  .object({
    changes: z
      .array(
        z.object({
          type: z.enum(['category', 'tag', 'venue', 'organizer', 'event', 'series']).describe(d('field.changes.type')),
          id: z.number().int().describe(d('field.changes.id')),
          action: z.enum(['upsert', 'delete']).describe(d('field.changes.action')),
          item: z.record(z.string(), z.unknown()).optional().describe(d('field.changes.item')),
        }),
      )
      .describe(d('field.changes.changes')),
    next_sync_token: z.string().describe(d('field.changes.next_sync_token')),
    has_more: z.boolean().describe(d('field.changes.has_more')),
  })
  .describe(d('schema.Changes'))
  .openapi('Changes');
