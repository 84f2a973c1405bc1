// Breaks `federation-loaded-lazily`: the federation code imported statically by the composition.
import { heavy } from './federation/federation.heavy';

export const app = heavy;
