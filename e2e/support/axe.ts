import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe audit of `page` as the journeys run it: every rule, violations collected in full (the other
 * result types, which no journey reads, keep one node each).
 *
 * On a page without frames it runs in the page itself (`setLegacyMode`): the default mode exists for
 * cross-origin frames, which it can only reach by auditing each frame apart and merging the parts in a
 * blank page opened for that, with axe injected a second time. The results are the same, in about half
 * the time, which the Spanish-page crawls pay on every page. A page with a frame (the card fields)
 * keeps the default mode, so its frame is still audited.
 */
export function axeAudit(page: Page): AxeBuilder {
  const audit = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length > 1 ? audit : audit.setLegacyMode();
}
