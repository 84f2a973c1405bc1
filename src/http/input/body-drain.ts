import { MAX_BODY_BYTES } from './input';

/**
 * How much of a body nobody read the Worker still reads after answering, before it gives up and cancels the rest:
 * an honest client that sent a little over the limit gets its 413 cleanly; a client that streams gigabytes is cut
 * off once this is read.
 */
export const MAX_DRAINED_BYTES = 8 * MAX_BODY_BYTES;

/**
 * Reads and discards what is left of a request's body after the answer is given (docs/security.md, "Bodies").
 *
 * An answer given before the body is read (a 413 on the declared length or past the first MiB, a 404, a refusal
 * before reading) used to cancel the body. Deployed Workers take that, but an HTTP front that is still forwarding
 * the body when it is cancelled does not: under `wrangler dev`, miniflare's entry worker then fails its forward
 * with `Network connection lost` and answers 500 text/plain with a stack trace in place of the Worker's answer, and
 * clients still sending get their connection reset before they read any answer. Reading the rest in the background
 * (`waitUntil`) lets the answer go out at once and the sender finish, in every runtime. The reading is bounded:
 * at most {@link MAX_DRAINED_BYTES} and `timeoutSeconds` (a client that declares a body and never sends it does not
 * hold the Worker), after which the rest is cancelled.
 *
 * A body that a route read to its end is still locked by that reader, and one that is being read belongs to its
 * reader: both are left alone.
 */
export async function drainUnreadBody(request: Request, timeoutSeconds: number): Promise<void> {
  const body = request.body;
  if (body === null || body.locked) return;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_DRAINED_BYTES) await body.cancel().catch(() => undefined);
  else await drain(body, timeoutSeconds);
}

async function drain(body: ReadableStream<Uint8Array>, timeoutSeconds: number): Promise<void> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutSeconds * 1000);
  });
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), deadline]);
      if (read === 'timeout') break;
      if (read.done) return;
      size += read.value.byteLength;
      if (size > MAX_DRAINED_BYTES) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
  }
}
