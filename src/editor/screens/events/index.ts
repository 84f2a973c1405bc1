import type { Screen } from '../../editor.types';
import { eventActionScreens } from './actions';
import { eventListScreens } from './list';
import { eventPreviewScreens } from './preview';
import { eventFormScreens } from './screens';

/** The event screens (docs/editor.md): the list, the form, its actions and the preview. */
export const eventScreens: Screen[] = [
  ...eventListScreens,
  ...eventActionScreens,
  ...eventPreviewScreens,
  ...eventFormScreens,
];
