// Breaks editor-loaded-on-demand: the door imports the editor statically (it must use a dynamic import()).
import { screens } from './editor.app';

export const register = () => screens;
