/**
 * An `ExecutionContext` for running the Worker's app in this process (the importer, and the tests that read what a
 * CLI wrote). Work a request leaves in the background (`waitUntil`: a write's hooks) is kept in `background`, for
 * the caller to await before it closes the database.
 */
export function localExecutionContext(background: Promise<unknown>[] = []): ExecutionContext {
  return {
    waitUntil: (work: Promise<unknown>) => {
      background.push(work);
    },
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
}
