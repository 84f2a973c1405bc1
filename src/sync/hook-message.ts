/** The message of the hooks queue, apart from `hooks.ts` so that `src/env.ts` can name it without a cycle. */
export interface HookMessage {
  hookId: number;
}
