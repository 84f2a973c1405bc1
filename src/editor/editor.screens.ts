import type { Screen } from './editor.types';
import { homeScreens } from './screens/home';
import { inviteScreens } from './screens/invite';
import { peopleScreens } from './screens/people';
import { signInScreens } from './screens/sign-in';
import { tagScreens } from './screens/tags';

/**
 * Every screen of the editor (docs/editor.md, "Adding a screen"): a new screen is a module of `screens/` exporting
 * its `Screen`s, listed here. Paths are matched in this order, the first match wins.
 */
export const SCREENS: readonly Screen[] = [
  ...signInScreens,
  ...inviteScreens,
  ...peopleScreens,
  ...tagScreens,
  ...homeScreens,
];
