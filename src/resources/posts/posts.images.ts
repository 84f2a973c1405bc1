import { eq, type SQL, sql } from 'drizzle-orm';
import { getMimeType } from 'hono/utils/mime';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { invalidParam } from '../../http/errors';
import { IMAGE_SIZES, type ImageObject } from './posts.wire';

/** One entry of `image.sizes`, in the original's key order (its metadata minus `file`, plus `url`). */
type ImageSizeWire = ImageObject['sizes']['full'];

/**
 * The wire `image` of an item, or `false`: the original's key order (`url`, `id`, `extension`, then the
 * attachment metadata `width`, `height`, `filesize`, `sizes`), unknown values left out as the original drops
 * falsy ones. Without a resizing service every size is the original file (docs/wordpress-paths.md).
 */
export type ImageWire = ImageObject | false;

/** Image columns of a row joined with `images` (null when the item has no image). */
export interface ImageColumns {
  imageId: number | null;
  imageUrl: string | null;
  imageExtension: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageFilesize: number | null;
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
  imageFilesize: sql<number | null>`${images.filesize}`.as('image_filesize'),
};

/**
 * Whether a registry URL is one the API's own checks store (docs/security.md, "Text safety"): an absolute
 * `http(s)` URL exactly in its WHATWG serialization (`new URL(x).href`, or that form without the `/` of an empty
 * path), so it holds no quote, space, angle bracket or control character. Rows that are not (written before these
 * checks, or by hand) are never returned nor attached by id: the item then shows no image.
 */
export function isSafeImageUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') return false;
  return parsed.href === url || (parsed.pathname === '/' && parsed.href === `${url}/`);
}

/** The wire `image` from joined image columns (`false` for a registry row holding an unsafe URL). */
export function toImage(row: ImageColumns): ImageWire {
  if (row.imageId === null || row.imageUrl === null || !isSafeImageUrl(row.imageUrl)) return false;
  const extension = row.imageExtension ?? '';
  const head: Omit<Exclude<ImageWire, false>, 'sizes'> = { url: row.imageUrl, id: row.imageId, extension };
  if (row.imageWidth) head.width = row.imageWidth;
  if (row.imageHeight) head.height = row.imageHeight;
  if (row.imageFilesize) head.filesize = row.imageFilesize;
  // Each size in the original's key order: width, height, mime-type, url.
  const size: ImageSizeWire =
    row.imageWidth && row.imageHeight
      ? { width: row.imageWidth, height: row.imageHeight, 'mime-type': mimeTypeOf(extension), url: row.imageUrl }
      : { 'mime-type': mimeTypeOf(extension), url: row.imageUrl };
  return { ...head, sizes: sizesOf(size) };
}

function sizesOf(size: ImageSizeWire): Exclude<ImageWire, false>['sizes'] {
  return Object.fromEntries(IMAGE_SIZES.map((name) => [name, { ...size }])) as Exclude<ImageWire, false>['sizes'];
}

/** The media type of an image file extension (`image/jpeg`…), parameters dropped; `image/*` style fallback. */
export function mimeTypeOf(extension: string): string {
  let known = mimeTypes.get(extension);
  if (known === undefined) {
    const type = extension ? getMimeType(`x.${extension}`) : undefined;
    known = type ? type.split(';', 1)[0]!.trim() : 'application/octet-stream';
    // Extensions are few; an unbounded stream of odd ones is cut at this many.
    if (mimeTypes.size < 256) mimeTypes.set(extension, known);
  }
  return known;
}

/** Media types already looked up, by extension: every image of a page of events asks (issue 35). */
const mimeTypes = new Map<string, string>();

/** The file extension of an image URL's path (`jpg`, `png`…), lowercase, or `''`. */
export function extensionOf(url: string): string {
  const path = new URL(url).pathname;
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(path);
  return match ? match[1]!.toLowerCase() : '';
}

/** What is known of an image file besides its URL (the importer copies it from the original's metadata). */
export interface ImageMeta {
  url: string;
  width?: number | null;
  height?: number | null;
  filesize?: number | null;
}

/** An `image` value as sent: a URL, an id, or a request to remove the image; internal writers may add metadata. */
export type ImageInput = string | number | null | ImageMeta;

/** What writing `image` takes: the value of `image_id` and the statements that must run before it (in the batch). */
export interface ImageWrite {
  imageId: SQL | number | null;
  statements: ReturnType<typeof registerImage>[];
}

function registerImage(db: Db, url: string, meta?: ImageMeta) {
  const insert = db.insert(images).values({
    url,
    extension: extensionOf(url),
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    filesize: meta?.filesize ?? null,
  });
  if (!meta) return insert.onConflictDoNothing({ target: images.url });
  // Known metadata fills in (or corrects) what the registry has for that URL.
  return insert.onConflictDoUpdate({
    target: images.url,
    set: {
      width: sql`coalesce(excluded.width, ${images.width})`,
      height: sql`coalesce(excluded.height, ${images.height})`,
      filesize: sql`coalesce(excluded.filesize, ${images.filesize})`,
    },
  });
}

/**
 * Plans the write of an `image` (docs/api.md#events-dates-times-and-fields): a URL gets (or reuses) a registry id inside the write batch; an id
 * must be a known image (400 naming `param` otherwise); `null` removes the image. No server-side fetching.
 */
export async function planImage(db: Db, value: ImageInput, param = 'image'): Promise<ImageWrite> {
  if (value === null) return { imageId: null, statements: [] };
  if (typeof value === 'number') {
    const [row] = await db.select({ id: images.id, url: images.url }).from(images).where(eq(images.id, value)).limit(1);
    if (!row || !isSafeImageUrl(row.url)) throw invalidParam(param, 'param.image');
    return { imageId: row.id, statements: [] };
  }
  const url = typeof value === 'string' ? value : value.url;
  const meta = typeof value === 'string' ? undefined : value;
  return { imageId: sql`(select id from ${images} where url = ${url})`, statements: [registerImage(db, url, meta)] };
}
