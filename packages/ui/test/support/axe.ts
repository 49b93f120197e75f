import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on `node` and fails on serious or critical violations. Colour contrast needs layout,
 * which jsdom does not do; it is checked in the browser journeys instead. Frames (a payment
 * provider's card form) are not ours to check and jsdom cannot run them: axe skips them.
 */
export async function expectNoSeriousA11yViolations(node: Element): Promise<void> {
  const results = await axe.run(node, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
