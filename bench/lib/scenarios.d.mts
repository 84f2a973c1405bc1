/** Types of bench/lib/scenarios.mjs for the benchmark's TypeScript files. */
export interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface Scenario {
  name: string;
  key: string;
  next: () => Request;
  cached?: boolean;
  conditional?: boolean;
  expect?: number;
  noDb?: boolean;
  create?: boolean;
  /** Run by the profile only (bench/lib/worker-cpu.ts), when `--only` names it. */
  profileOnly?: boolean;
}
export const NS: string;
export function datasetFacts(file: string): unknown;
export function scenarios(facts: unknown, admin: { token: string }): Scenario[];
