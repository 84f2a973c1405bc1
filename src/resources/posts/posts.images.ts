import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { invalidParam } from '../../http/errors';

/** The wire `image` of an item (API.md §5), or `false`. */
export type ImageWire = { url: string; id: number; extension: string; width?: number; height?: number } | false;

/** Image columns of a row joined with `images` (null when the item has no image). */
export interface ImageColumns {
  imageId: number | null;
  imageUrl: string | null;
  imageExtension: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * Selection of {@link ImageColumns} for a query that left-joins `images`. Aliased, because `images.id` and
 * `images.url` would otherwise collide with the post's own `id` (and a venue's `url`-like columns) in row arrays.
 */
export const imageColumns = {
  imageId: sql<number | null>`${images.id}`.as('image_ref_id'),
  imageUrl: sql<string | null>`${images.url}`.as('image_url'),
  imageExtension: sql<string | null>`${images.extension}`.as('image_extension'),
  imageWidth: sql<number | null>`${images.width}`.as('image_width'),
  imageHeight: sql<number | null>`${images.height}`.as('image_height'),
};

/** The wire `image` from joined image columns. */
export function toImage(row: ImageColumns): ImageWire {
  if (row.imageId === null || row.imageUrl === null) return false;
  const image: Exclude<ImageWire, false> = { url: row.imageUrl, id: row.imageId, extension: row.imageExtension ?? '' };
  if (row.imageWidth) image.width = row.imageWidth;
  if (row.imageHeight) image.height = row.imageHeight;
  return image;
}

/** The file extension of an image URL's path (`jpg`, `png`…), lowercase, or `''`. */
export function extensionOf(url: string): string {
  const path = new URL(url).pathname;
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(path);
  return match ? match[1]!.toLowerCase() : '';
}

/** An `image` value as sent: a URL, an id, or a request to remove the image. */
export type ImageInput = string | number | null;

/** What writing `image` takes: the value of `image_id` and the statements that must run before it (in the batch). */
export interface ImageWrite {
  imageId: SQL | number | null;
  statements: ReturnType<typeof registerImage>[];
}

function registerImage(db: Db, url: string) {
  return db
    .insert(images)
    .values({ url, extension: extensionOf(url) })
    .onConflictDoNothing({ target: images.url });
}

/**
 * Plans the write of an `image` (API.md §5): a URL gets (or reuses) a registry id inside the write batch; an id
 * must be a known image (400 naming `param` otherwise); `null` removes the image. No server-side fetching.
 */
export async function planImage(db: Db, value: ImageInput, param = 'image'): Promise<ImageWrite> {
  if (value === null) return { imageId: null, statements: [] };
  if (typeof value === 'number') {
    const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, value)).limit(1);
    if (!row) throw invalidParam(param, 'param.image');
    return { imageId: row.id, statements: [] };
  }
  return { imageId: sql`(select id from ${images} where url = ${value})`, statements: [registerImage(db, value)] };
}
