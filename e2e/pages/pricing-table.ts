import type { Locator } from '@playwright/test';

/** A `<facturo-pricing-table>` on any page; Playwright locators pierce its open shadow root. */
export class PricingTableWidget {
  constructor(readonly host: Locator) {}

  /** Every plan card. */
  get cards(): Locator {
    return this.host.getByRole('article');
  }

  /** The card of the plan named `name`. */
  card(name: string): Locator {
    return this.cards.filter({ has: this.host.page().getByRole('heading', { name, exact: true }) });
  }

  /** The widget's root element inside the shadow root (theme and language live there). */
  get root(): Locator {
    return this.host.locator('[data-facturo-widget]');
  }

  /** Chooses a billing cycle by its visible label ("Mensual", "Annual"…). */
  async chooseCycle(label: string): Promise<void> {
    await this.host.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  }

  /** Presses the call to action of the plan named `name`. */
  async selectPlan(name: string): Promise<void> {
    await this.card(name).getByRole('button').click();
  }
}
