import type { TranslationValues } from '@facturo/sdk/i18n';
import type { BillingCycle, PricedPlan } from '@facturo/sdk/schemas';
import { earlyPlanGrid } from './early-plan-cards';

/**
 * The early cards with what the visitor did to them before React took over: the cycle chosen on the
 * early toggle (the cards follow it, as React's do) and the card whose "Elegir plan" was pressed.
 */
export class EarlyPlanGrid {
  /** The cycle the cards show. */
  cycle: BillingCycle;
  /** The index of the card whose button was pressed last, if any: React's card gets the press. */
  chosen: number | undefined;
  /** The `<ul>` of cards on screen. */
  element: HTMLElement;
  readonly #plans: readonly PricedPlan[];
  readonly #t: (key: string, values?: TranslationValues) => string;
  readonly #locale: string;

  constructor(
    plans: readonly PricedPlan[],
    cycle: BillingCycle,
    t: (key: string, values?: TranslationValues) => string,
    locale: string,
  ) {
    this.#plans = plans;
    this.#t = t;
    this.#locale = locale;
    this.cycle = cycle;
    this.element = this.#render();
  }

  /** Shows the cards in another cycle (a change of the early toggle). */
  showCycle(value: string): void {
    if ((value !== 'monthly' && value !== 'annual') || value === this.cycle) return;
    this.cycle = value;
    const next = this.#render();
    this.element.replaceWith(next);
    this.element = next;
  }

  #render(): HTMLElement {
    const grid = earlyPlanGrid(this.#plans, this.cycle, this.#t, this.#locale);
    grid.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (button) this.chosen = [...grid.querySelectorAll('button')].indexOf(button);
    });
    return grid;
  }
}
