import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { currentPortal } from './portal-environment';
import { PortalPage } from './portal-page';
import type { PortalUser } from './portal-users';

/** The origin of the portal's full app (`justLandingPage: false`). */
export const fullAppOrigin = (): string => currentPortal().appOrigin;

/** Signs `user` in on the full app (at `path`, `/login` by default) and waits to be let in. */
export async function logInToFullApp(
  page: Page,
  user: Pick<PortalUser, 'email' | 'password'>,
  path = '/login',
): Promise<PortalPage> {
  const portal = new PortalPage(page, fullAppOrigin());
  await portal.logIn(user.email, user.password, path);
  await expect(page).not.toHaveURL(/\/login/);
  return portal;
}

/** Opens the "Personalizar" sheet, picks each of `choices` (layout, skin, menu…) and closes it. */
export async function customize(page: Page, ...choices: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Personalizar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Personalizar' });
  for (const choice of choices) await sheet.getByText(choice, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Cerrar' }).click();
}
