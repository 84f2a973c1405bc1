import { z } from '@hono/zod-openapi';
import { booleanParam, plainText, withPolicy } from '../../http/routes/fields';
import { lazy } from '../../http/routes/route';
import { linkedName, linkedWriteFields } from '../posts/linked/linked.schemas';

/**
 * A coordinate: a JSON number or a numeric string within ±`limit`; `""` or `null` clear it. Coordinates come
 * in pairs (`geo_lat` with `geo_lng`), checked when the write is planned.
 */
const coordinate = (limit: number) =>
  withPolicy(
    z
      .preprocess((v) => {
        if (v === '' || v === null) return null;
        if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
        return v;
      }, z
        .number({ error: 'param.number' })
        .min(-limit, { error: 'param.range' })
        .max(limit, { error: 'param.range' })
        .nullable())
      .openapi({ type: 'number', minimum: -limit, maximum: limit }),
    'value',
  );

/** The venue's own writable fields. */
const venueFields = lazy(() => ({
  address: plainText().optional().describe('param.venue_address'),
  city: plainText().optional().describe('param.venue_city'),
  country: plainText().optional().describe('param.venue_country'),
  province: plainText().optional().describe('param.venue_province'),
  state: plainText().optional().describe('param.venue_state'),
  zip: plainText().optional().describe('param.venue_zip'),
  stateprovince: plainText().optional().describe('param.venue_stateprovince'),
  show_map: booleanParam().optional().describe('param.venue_show_map'),
  show_map_link: booleanParam().optional().describe('param.venue_show_map_link'),
  geo_lat: coordinate(90).optional().describe('param.venue_geo_lat'),
  geo_lng: coordinate(180).optional().describe('param.venue_geo_lng'),
}));

/**
 * Body of `POST /venues` (`venue`, the name, required). Inline venues inside an event payload validate with
 * this same schema, so they accept exactly what `POST /venues` accepts.
 */
export const venueCreateBody = lazy(() =>
  z.object({
    venue: linkedName().describe('param.venue_name'),
    ...linkedWriteFields('venue'),
    ...venueFields(),
  }),
);

/** Body of a venue update: every field optional, only the fields sent change (docs/differences.md#partial-update). */
export const venueUpdateBody = lazy(() =>
  z.object({
    venue: linkedName().optional().describe('param.venue_name'),
    ...linkedWriteFields('venue'),
    ...venueFields(),
  }),
);

/** A validated venue create body. */
export type VenueCreateInput = z.output<ReturnType<typeof venueCreateBody>>;
/** A validated venue update body. */
export type VenueUpdateInput = z.output<ReturnType<typeof venueUpdateBody>>;
