import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { currentEnvironment } from '../../support/environment';
import { currentPortal } from './portal-environment';
import { PortalPage } from './portal-page';

// Signing in to the portal's full app, shared by its journeys on their own users (full-app.e2e.ts, run
// side by side with the others) and those as the demo clinic's owner (full-app-demo-clinic.e2e.ts, in
// the demo clinic's chain: see playwright.config.ts).

/** Who signs in: an e-mail and password the API knows. */
export interface FullAppAccount {
  email: string;
  password: string;
}

/** The full app's origin in this run (`justLandingPage: false`). */
export const fullAppOrigin = () => currentPortal().appOrigin;

/** The owner of the demo clinic the API seeds (`SEED_DEMO`), from the run's credentials file. */
export function demoClinicOwner(): FullAppAccount {
  const credentials = JSON.parse(
    readFileSync(join(currentEnvironment().dataDir, 'demo-credentials.json'), 'utf8'),
  ) as { accounts: { role: string; email: string; password: string }[] };
  const owner = credentials.accounts.find((account) => account.role === 'owner');
  if (!owner) throw new Error('The API seeds no demo owner: run it with SEED_DEMO=true.');
  return owner;
}

/** Signs in through the full app's login page (or `path`) and waits to be let in. */
export async function logInToFullApp(page: Page, account: FullAppAccount, path = '/login') {
  const portal = new PortalPage(page, fullAppOrigin());
  await portal.logIn(account.email, account.password, path);
  await expect(page).not.toHaveURL(/\/login/);
  return portal;
}
