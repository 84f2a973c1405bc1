import { can } from '../../../auth/capabilities';
import { listWriters } from '../../../auth/users';
import type { EditorRequest } from '../../editor.types';

/**
 * The people an item's `author` may be set to, for those who may set another author (editors and administrators,
 * as REST decides); empty for the others, whose forms have no author field.
 */
export async function authorChoices(request: EditorRequest): Promise<{ id: number; name: string }[]> {
  if (!can(request.user, 'edit_others')) return [];
  return listWriters(request.c.get('db'));
}
