// The early paints under way on the page (a widget's first content drawn without React, see
// `lazy-react-renderer.ts`), so that what no first paint needs can wait for them instead of taking
// one of the browser's six connections to the widgets' host while they download.
const pending = new Set<Promise<unknown>>();

/** Notes an early paint that settles (never rejects) once painted or given up. */
export function trackEarlyPaint(painted: Promise<unknown>): void {
  pending.add(painted);
  painted.finally(() => pending.delete(painted));
}

/**
 * Resolves once the page is parsed (its widgets connected) and every early paint started by then has
 * settled; at once (after parsing) when there is none.
 */
export async function earlyPaintsSettled(doc = globalThis.document): Promise<void> {
  if (doc?.readyState === 'loading') {
    await new Promise((resolve) => doc.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  await Promise.all(pending);
}
