import type { Locator, Page } from '@playwright/test';
import { currentBilling } from './support/billing-environment';

/** The ERP example's billing page: the invoice list and the billing date with a widget session. */
export class ErpPage {
  readonly invoices: Locator;
  readonly billingDate: Locator;
  readonly note: Locator;
  /** What the ERP's webhooks announced last (`role="status"`). */
  readonly liveNotice: Locator;

  constructor(readonly page: Page) {
    this.invoices = page.locator('#invoices');
    this.billingDate = page.locator('#billing-date');
    this.note = page.locator('#access-note');
    this.liveNotice = page.locator('#live-notice');
  }

  /** Opens the page with full (`invoices:export`, `billing-date:write`) or read-only access. */
  async open(access: 'full' | 'read-only' = 'full'): Promise<void> {
    await this.page.goto(`${currentBilling().erpOrigin}/?access=${access}`);
  }

  /** The widget session the page gave the widgets. */
  accessToken(): Promise<string> {
    return this.invoices.evaluate(
      (element) => (element as HTMLElement & { accessToken: string }).accessToken,
    );
  }
}
