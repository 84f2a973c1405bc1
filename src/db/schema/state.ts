import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/** One row of service-wide state: the data version every write bumps (cache keys include it). */
export const siteState = sqliteTable('site_state', {
  id: integer('id').primaryKey(),
  dataVersion: integer('data_version').notNull().default(0),
});
