import { describe, expect, test } from 'vitest';
import { INTERRUPTED_STREAM_MESSAGE, prefetchedStream } from '../src/http/prefetched-stream';

const encoder = new TextEncoder();

/** A stream of `chunks` that fails when asked for the chunk at `failAt` (never when `null`). */
function source(chunks: string[], failAt: number | null) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index === failAt) throw new Error('connection to the database lost (internal detail)');
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('prefetchedStream', () => {
  test.each([
    ['the first chunk', 0],
    ['the second chunk', 1],
  ])('a failure on %s rejects before any answer is sent', async (_what, failAt) => {
    const late: unknown[] = [];
    await expect(
      prefetchedStream(source(['a', 'b', 'c'], failAt), (error) => late.push(error)),
    ).rejects.toThrow(/database lost/);
    expect(late).toEqual([]);
  });

  test.each([
    [[], ''],
    [['header'], 'header'],
    [['header', 'row 1', 'row 2', 'row 3'], 'headerrow 1row 2row 3'],
  ])('replays what it read ahead, then the rest: %j', async (chunks, expected) => {
    expect(await readAll(await prefetchedStream(source(chunks, null), () => undefined))).toBe(expected);
  });

  test('a later failure is logged and ends the download with a safe message, not the internal one', async () => {
    const late: unknown[] = [];
    const stream = await prefetchedStream(source(['header', 'row 1', 'row 2'], 3), (error) =>
      late.push(error),
    );
    const error = await readAll(stream).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(INTERRUPTED_STREAM_MESSAGE);
    expect(late).toHaveLength(1);
    expect(String(late[0])).toContain('database lost');
  });
});
