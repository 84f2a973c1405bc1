import { z } from '@hono/zod-openapi';
import type { DocKey } from '../i18n/catalogues/docs';
import { IMAGE_SIZES } from '../resources/posts/posts.images';

/** Response schemas the post shapes embed: date details, cost details and images. */

const d = (key: DocKey) => key;

export const DateDetails = z
  .object({
    year: z.string().describe(d('field.date_details.year')),
    month: z.string().describe(d('field.date_details.month')),
    day: z.string().describe(d('field.date_details.day')),
    hour: z.string().describe(d('field.date_details.hour')),
    minutes: z.string().describe(d('field.date_details.minutes')),
    seconds: z.string().describe(d('field.date_details.seconds')),
  })
  .describe(d('schema.DateDetails'))
  .openapi('DateDetails');

export const CostDetails = z
  .object({
    currency_symbol: z.string().describe(d('field.cost_details.currency_symbol')),
    currency_code: z.string().describe(d('field.cost_details.currency_code')),
    currency_position: z.enum(['prefix', 'postfix', '']).describe(d('field.cost_details.currency_position')),
    values: z.array(z.string()).describe(d('field.cost_details.values')),
  })
  .describe(d('schema.CostDetails'))
  .openapi('CostDetails');

const ImageSize = z
  .object({
    width: z.number().int().optional().describe(d('field.image.width')),
    height: z.number().int().optional().describe(d('field.image.height')),
    'mime-type': z.string().describe(d('field.image.mime_type')),
    url: z.string().describe(d('field.image.url')),
  })
  .describe(d('schema.ImageSize'))
  .openapi('ImageSize');

type ImageSizeName = (typeof IMAGE_SIZES)[number];

export const Image = z
  .object({
    url: z.string().describe(d('field.image.url')),
    id: z.number().int().describe(d('field.image.id')),
    extension: z.string().describe(d('field.image.extension')),
    width: z.number().int().optional().describe(d('field.image.width')),
    height: z.number().int().optional().describe(d('field.image.height')),
    filesize: z.number().int().optional().describe(d('field.image.filesize')),
    sizes: z
      .object(
        Object.fromEntries(IMAGE_SIZES.map((name) => [name, ImageSize])) as Record<ImageSizeName, typeof ImageSize>,
      )
      .describe(d('field.image.sizes')),
  })
  .describe(d('schema.Image'))
  .openapi('Image');
