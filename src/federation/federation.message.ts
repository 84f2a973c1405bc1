import type { Lang } from '../i18n/languages';

/**
 * The messages of the federation queue (docs/federation.md, "Deliveries"), apart so that `src/env.ts` can name them
 * without loading the federation code: `run` turns the change log's new rows into activities, `refresh` moves the
 * series' Events to their next date (the daily cron), `deliver` POSTs one signed activity to one inbox.
 */
export type FederationMessage =
  | { kind: 'run' }
  | { kind: 'refresh' }
  | { kind: 'deliver'; actor: Lang; origin: string; inbox: string; activity: string };
