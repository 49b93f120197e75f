/**
 * A streamed body whose first chunks are read before the response starts. Once the status line is
 * written nothing can turn a failure into an error answer, and the Node adapter would then print the
 * internal message into the body as plain text. Reading ahead moves the likely failures (a query the
 * database refuses, a connection lost before the first row) back into the request, where the error
 * handler answers with the usual JSON problem and security headers.
 * @module
 */

/** What the client reads when a stream fails after its first chunks: no internal detail. */
export const INTERRUPTED_STREAM_MESSAGE = 'The download stopped before the end; start it again.';

/**
 * Reads up to `readAhead` chunks of `source` now (a failure rejects, so the caller's error handling
 * applies) and returns a stream that replays them and then follows `source`. A later failure is
 * handed to `onLateError` (to log it) and ends the stream with {@link INTERRUPTED_STREAM_MESSAGE},
 * so the client sees a broken download, never a silently short file or the server's own message.
 */
export async function prefetchedStream(
  source: ReadableStream<Uint8Array>,
  onLateError: (error: unknown) => void,
  readAhead = 2,
): Promise<ReadableStream<Uint8Array>> {
  const reader = source.getReader();
  const buffered: Uint8Array[] = [];
  let done = false;
  try {
    while (!done && buffered.length < readAhead) {
      const next = await reader.read();
      if (next.done) done = true;
      else buffered.push(next.value);
    }
  } catch (error) {
    reader.releaseLock();
    throw error;
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = buffered.shift();
      if (chunk) return controller.enqueue(chunk);
      if (done) return controller.close();
      try {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        onLateError(error);
        controller.error(new Error(INTERRUPTED_STREAM_MESSAGE));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
