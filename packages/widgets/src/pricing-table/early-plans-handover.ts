import type { EarlyPlanGrid } from './early-plan-grid';

/** React has rendered something final into `reactRoot` (its content, an error), not a loading state. */
export const reactSettled = (reactRoot: HTMLElement) =>
  reactRoot.firstElementChild !== null && reactRoot.querySelector('[aria-busy="true"]') === null;

// React's button on the card at `index`, when that card is the same plan as the early one there.
function reactButton(reactRoot: HTMLElement, index: number, names: readonly (string | null)[]) {
  const card = reactRoot.querySelectorAll('article')[index];
  if (!card || card.querySelector('h3')?.textContent !== names[index]) return null;
  return card.querySelector('button');
}

/**
 * Swaps the early cards for React's in one step, before the browser paints again: React's element
 * is shown and the early frame removed in the same task, so the visitor sees the same cards
 * throughout (they have the same markup and styles). What the visitor did meanwhile carries over:
 * the cycle chosen on the early toggle is chosen on React's, the keyboard focus moves to the same
 * control, and a press of an early "Elegir plan" is made on React's button, which then does
 * what it always does (the cancelable `facturo-plan-select`, the cart, `checkout-url`).
 */
function handOver(frame: HTMLElement, reactRoot: HTMLElement, grid: EarlyPlanGrid): void {
  const focused = (frame.getRootNode() as ShadowRoot).activeElement;
  const names = [...frame.querySelectorAll('article h3')].map((heading) => heading.textContent);
  let focus: HTMLElement | null = null;
  if (focused instanceof HTMLInputElement && frame.contains(focused)) {
    focus = reactRoot.querySelector(`input[type="radio"][value="${focused.value}"]`);
  } else if (focused instanceof HTMLButtonElement && frame.contains(focused)) {
    focus = reactButton(reactRoot, [...frame.querySelectorAll('button')].indexOf(focused), names);
  }
  frame.remove();
  reactRoot.hidden = false;
  const radio = reactRoot.querySelector<HTMLInputElement>(`input[type="radio"][value="${grid.cycle}"]`);
  if (radio && !radio.checked) radio.click();
  focus?.focus();
  const chosen = grid.chosen;
  // After React has re-rendered for the cycle just chosen, so its button buys in that cycle.
  if (chosen !== undefined) setTimeout(() => reactButton(reactRoot, chosen, names)?.click());
}

/** Hands the table over to React (see `handOver`) as soon as React's own table is ready. */
export function handOverWhenReady(frame: HTMLElement, reactRoot: HTMLElement, grid: EarlyPlanGrid): void {
  const observer = new MutationObserver(() => {
    if (!reactSettled(reactRoot)) return;
    observer.disconnect();
    handOver(frame, reactRoot, grid);
  });
  observer.observe(reactRoot, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}
