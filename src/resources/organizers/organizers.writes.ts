import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventOrganizers } from '../../db/schema';
import type { PostColumns } from '../posts/linked/linked.kind';
import type { OrganizerUpdateInput } from './organizers.schemas';

/** The organizer columns a validated body writes (`phone` and `website` are written by the shared code). */
export function organizerColumns(input: OrganizerUpdateInput): PostColumns {
  return input.email !== undefined ? { email: input.email } : {};
}

/** The statement unlinking organizer `id` from every event (its `event_organizers` rows deleted). */
export function unlinkOrganizer(db: Db, id: number) {
  return db.delete(eventOrganizers).where(eq(eventOrganizers.organizerId, id));
}
