import type { Page } from '@playwright/test';

/**
 * Counts a page's requests in flight (every frame, every kind, as Playwright's `networkidle` does) and
 * waits for a quiet spell of a chosen length. Playwright's `networkidle` waits for 500 ms without any
 * request after the page's load; a crawl that only needs to learn where the guard sent a visitor can
 * settle for a shorter spell (see spanish-crawl.ts).
 */
export class NetworkQuiet {
  #inFlight = 0;
  #lastChange = performance.now();
  readonly #started = () => this.#change(1);
  readonly #ended = () => this.#change(-1);

  constructor(readonly page: Page) {
    page.on('request', this.#started);
    page.on('requestfinished', this.#ended);
    page.on('requestfailed', this.#ended);
  }

  #change(by: number) {
    this.#inFlight = Math.max(0, this.#inFlight + by);
    this.#lastChange = performance.now();
  }

  /** Resolves once no request has been in flight for `quietMs`; throws after `timeoutMs`. */
  async settled(quietMs: number, timeoutMs = 15_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.#inFlight > 0 || performance.now() - this.#lastChange < quietMs) {
      if (performance.now() > deadline) {
        throw new Error(
          `${this.page.url()}: requests still in flight after ${timeoutMs} ms (${this.#inFlight}).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops counting. */
  dispose(): void {
    this.page.off('request', this.#started);
    this.page.off('requestfinished', this.#ended);
    this.page.off('requestfailed', this.#ended);
  }
}
