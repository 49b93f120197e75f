/**
 * `load` run on the first call, its result shared by every later call. A failure is not kept, so
 * the next call tries again (a schema import or a document build that failed once is not cached).
 */
export function onceAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
