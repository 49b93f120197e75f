import { PartnerPage } from '../pages/partner-page';
import { expect, test } from '../support/test';

interface TableTrace {
  /** Plan cards on screen after every change of the table's shadow root. */
  visible: number[];
  /** The early cards' boxes as last seen before React took over, and React's right after. */
  early: number[][];
  react: number[][];
}

// Runs before the page's scripts: watches every pricing table's shadow root from its creation. The
// observer is the first on the root, so it sees the early cards once more in the task React's table
// is ready, before the early paint hands over (its observer comes later), then React's cards.
const watchTables = () => {
  const traces: Record<string, TableTrace> = {};
  (window as unknown as { __tables: typeof traces }).__tables = traces;
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    if (this.localName !== 'facturo-pricing-table') return root;
    const trace: TableTrace = { visible: [], early: [], react: [] };
    traces[this.id] = trace;
    const boxes = (scope: ParentNode) =>
      [...scope.querySelectorAll('article')].map((card) => {
        const box = card.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map(Math.round);
      });
    new MutationObserver(() => {
      const early = root.querySelector('[data-facturo-early]');
      const shown = [...root.querySelectorAll('article')].filter((card) => !card.closest('[hidden]'));
      trace.visible.push(shown.length);
      if (early) trace.early = boxes(early);
      else if (trace.early.length > 0 && trace.react.length === 0 && shown.length > 0)
        trace.react = boxes(root);
    }).observe(root, { childList: true, subtree: true, attributes: true });
    return root;
  };
};

test('the partner page shows its plans before React, and React takes over in place', async ({
  page,
  api,
}) => {
  const plans = await api.planCount('electronic_invoicing');
  await page.addInitScript(watchTables);
  // React's runtime held back a moment: on a busy machine (two workers, every server on two cores)
  // React could otherwise be ready before the early paint, which then rightly paints nothing. What is
  // proven is the handover, so React must come second.
  await page.route('**/chunks/react-mount-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const partner = new PartnerPage(page);
  await partner.open();
  await expect(partner.spanishTable.cards).toHaveCount(plans);
  await expect(partner.englishTable.cards).toHaveCount(plans);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('facturo-pricing-table')].map((table) => table.id),
  );
  // React's own table, interactive, in each.
  await expect(partner.spanishTable.host.locator('[data-facturo-react] article')).toHaveCount(plans);
  await expect(partner.englishTable.host.locator('[data-facturo-react] article')).toHaveCount(plans);
  const traces = await page.evaluate(
    () => (window as unknown as { __tables: Record<string, TableTrace> }).__tables,
  );
  for (const id of ids) {
    const trace = traces[id] as TableTrace;
    expect(trace.early, `${id}: early cards`).toHaveLength(plans);
    // The same boxes: no shift when React's cards replace the early ones.
    expect(trace.react, `${id}: React's cards where the early ones were`).toEqual(trace.early);
    // From the first card on: always every card, never none, never two sets.
    const first = trace.visible.findIndex((count) => count > 0);
    expect(trace.visible.slice(first), id).toEqual(trace.visible.slice(first).map(() => plans));
  }
  await expect(partner.page.locator('facturo-pricing-table [data-facturo-early]')).toHaveCount(0);
});
