import { z } from '@hono/zod-openapi';
import type { DocKey } from '../../../i18n/catalogues/docs';
import { shownText } from '../posts.texts';
import { emptyArray, imageSchema, kept, postHead, postTail, redacted, searchable } from '../posts.wire';

/**
 * The wire fields venues and organizers share (docs/original.md#venue-object, #organizer-object): the post's
 * head, their name under the type's key, their texts and image, then the type's own fields, then the post's tail.
 * Empty fields are omitted on the wire, so every field but the identifying ones is optional.
 */

/** An optional text field, blanked on protected items the reader has not unlocked. */
export const linkedText = (key: DocKey) => redacted(z.string().optional().describe(key), () => '');

/** The head of a linked type's wire object: post head, name, texts, slug and image. */
export function linkedHead<K extends 'venue' | 'organizer'>(
  type: K,
  name: DocKey,
  description: DocKey,
  excerpt: DocKey,
) {
  const head = postHead();
  return {
    ...head,
    author: kept(head.author.optional()),
    // The name of a protected item shows as `[]`, as the original's.
    ...({
      [type]: searchable(
        redacted(z.union([z.string(), emptyArray()]).describe(name), () => []),
        shownText.title,
      ),
    } as Record<K, z.ZodUnion<[z.ZodString, ReturnType<typeof emptyArray>]>>),
    description: searchable(linkedText(description), shownText.description),
    excerpt: searchable(linkedText(excerpt), shownText.excerpt),
    slug: kept(z.string().describe('field.post.slug' satisfies DocKey)),
    // A protected item's image shows as `false` (as the original), which the documented shape leaves out.
    image: redacted(imageSchema().optional(), () => false),
  };
}

/** The tail of a linked type's wire object. */
export const linkedTail = postTail;
