/**
 * A string→string memo with a hard size bound. When full, the oldest entry is dropped
 * (Map keeps insertion order), so a stream of unique keys can never grow memory without limit.
 */
export class BoundedCache {
  readonly #entries = new Map<string, string>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Returns the cached value of `key`, computing and remembering it on a miss. */
  getOrCompute(key: string, compute: (key: string) => string): string {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
