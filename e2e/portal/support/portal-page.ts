import type { Page } from '@playwright/test';
import { LoginWidget } from '../../pages/login-widget';

/** The portal as a visitor drives it. */
export class PortalPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  /** Opens a path of this deployment. */
  async open(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href);
    // A prerendered page shows before its buttons work: wait until the app has hydrated it.
    await this.page.locator('html[data-portal="ready"]').waitFor({ state: 'attached' });
  }

  /** The login widget on the sign-in pages (rendered inline by the portal). */
  get login(): LoginWidget {
    return new LoginWidget(this.page.locator('[data-facturo-widget="login"]'));
  }

  /** Opens `/login` and signs in. */
  async logIn(email: string, password: string, path = '/login'): Promise<void> {
    await this.open(path);
    await this.login.logIn(email, password);
  }

  /** The current path and query. */
  location(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  /** The page's main heading. */
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
}
