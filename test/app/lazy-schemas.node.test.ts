import { beforeAll, describe, expect, it } from 'vitest';
import { globalRegistry } from 'zod/v4/core';

/**
 * Loading the service's core builds no schema (docs/performance.md, "What loads when"): the routes' parameter
 * schemas and the wire schemas are built by the first request that needs them. Counted through zod's own global
 * registry, which every `.describe()` of a field or schema adds to, around the import of `src/app.ts` and
 * `buildApp()` (what the Worker's first request does before it is handled).
 */

let added = 0;

beforeAll(() => {
  const add = globalRegistry.add.bind(globalRegistry);
  globalRegistry.add = (...args: Parameters<typeof add>) => {
    added += 1;
    return add(...args);
  };
});

describe('the core at load', () => {
  it('builds no route or wire schema; the first use of a route builds its schemas', async () => {
    const { buildApp } = await import('../../src/app');
    const { routes } = await import('../../src/endpoints');
    const { eventSchema } = await import('../../src/resources/events');
    buildApp();
    expect(added).toBe(0);

    // The count does see schemas: one route's query, then the event's wire schema, each built once.
    const list = routes.find((route) => route.operationId === 'listEvents')!;
    expect(Object.keys(list.query!.shape)).toContain('start_date');
    const afterQuery = added;
    expect(afterQuery).toBeGreaterThan(0);
    expect(list.query).toBe(list.query);
    expect(added).toBe(afterQuery);
    eventSchema();
    expect(added).toBeGreaterThan(afterQuery);
  });
});
