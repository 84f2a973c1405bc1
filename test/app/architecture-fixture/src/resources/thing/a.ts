// Breaks no-cycle with b.ts.
import { b } from './b';

export const a = (): unknown => b;
