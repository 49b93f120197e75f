import type { Locator, Page } from '@playwright/test';
import { LoginWidget } from './login-widget';
import { PricingTableWidget } from './pricing-table';

/** examples/script-tag: a partner's page with two pricing tables (es light, en dark) and a login. */
export class PartnerPage {
  readonly spanishTable: PricingTableWidget;
  readonly englishTable: PricingTableWidget;
  readonly login: LoginWidget;
  /** The page's own log of the widgets' DOM events. */
  readonly eventLog: Locator;

  constructor(readonly page: Page) {
    this.spanishTable = new PricingTableWidget(page.locator('#pricing-es'));
    this.englishTable = new PricingTableWidget(page.locator('#pricing-en'));
    this.login = new LoginWidget(page.locator('#login'));
    this.eventLog = page.locator('#event-log');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }
}
