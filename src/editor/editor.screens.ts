import type { Screen } from './editor.types';
import { eventScreens } from './screens/events';
import { homeScreens } from './screens/home';
import { inviteScreens } from './screens/invite';
import { itemScreens } from './screens/items/screens';
import { peopleScreens } from './screens/people';
import { signInScreens } from './screens/sign-in';

/**
 * Every screen of the editor (docs/editor.md, "Adding a screen"): a new screen is a module of `screens/` exporting
 * its `Screen`s, listed here. Paths are matched in this order, the first match wins.
 */
export const SCREENS: readonly Screen[] = [
  ...signInScreens,
  ...inviteScreens,
  ...peopleScreens,
  ...eventScreens,
  ...itemScreens,
  ...homeScreens,
];
