import { a } from './a';

export const b = (): unknown => a;
