import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HELP_ARTICLES } from '../../packages/portal/src/help/help-articles';
import { flattenRoutes } from '../../packages/portal/src/router/build-routes';
import { appRoutes } from '../../packages/portal/src/routes/index';
import { currentEnvironment } from '../support/environment';
import { expect, test } from '../support/test';
import { englishIn, englishOnlyWords } from './support/english-words';
import { currentPortal } from './support/portal-environment';
import { PortalPage } from './support/portal-page';

const english = englishOnlyWords();

/** A concrete URL for every route (parameters filled with the demo data). */
function routePaths(): string[] {
  const fill: Record<string, string> = {
    name: 'salud-del-aburra',
    tab: 'members',
    title: HELP_ARTICLES[0]?.slug ?? '',
    error: 'prueba',
  };
  const paths = flattenRoutes(appRoutes)
    .filter((route) => !route.index)
    .map((route) =>
      route.fullPath
        .replace(/:(\w+)\??/g, (_m, key: string) => fill[key] ?? key)
        .replace('*', 'ruta-que-no-existe'),
    );
  return [...new Set(paths)];
}

/** Visible text of the page plus the names screen readers hear, leaving out anything marked as another language. */
async function spanishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code (API scopes, keys) is an identifier, not prose.
      if (!parent || parent.closest('script, style, noscript, [hidden], code')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'es';
      if (lang.startsWith('es')) parts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if ((element.closest('[lang]')?.getAttribute('lang') ?? 'es').startsWith('es')) {
        parts.push(
          element.getAttribute('aria-label') ?? '',
          element.getAttribute('placeholder') ?? '',
          element.getAttribute('title') ?? '',
        );
      }
    }
    return parts.join(' ');
  });
}

async function crawl(page: Page, portal: PortalPage, paths: readonly string[]) {
  const untranslated: string[] = [];
  for (const path of paths) {
    await portal.open(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    const found = englishIn(await spanishText(page), english);
    if (found.length) untranslated.push(`${path} → ${portal.location()}: ${found.join(', ')}`);
  }
  expect(untranslated, 'English words on Spanish pages').toEqual([]);
}

test.describe('every page reads in Spanish', () => {
  test.setTimeout(240_000);

  test('the detector flags English and lets Spanish, brands and addresses through', () => {
    expect(englishIn('Your invoices were paid', english)).toEqual(['your', 'invoices', 'were', 'paid']);
    expect(
      englishIn('Configuración de Facturo con la DIAN, escríbenos a soporte@facturo.co', english),
    ).toEqual([]);
  });

  test('the landing-only deployment, logged out', async ({ page }) => {
    await crawl(page, new PortalPage(page, currentPortal().landingOrigin), routePaths());
  });

  test('the full app, as the demo clinic’s owner', async ({ page }) => {
    const { dataDir } = currentEnvironment();
    const credentials = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as {
      accounts: { role: string; email: string; password: string }[];
    };
    const owner = credentials.accounts.find((account) => account.role === 'owner');
    expect(owner, 'the demo owner the API seeds (SEED_DEMO)').toBeTruthy();
    const portal = new PortalPage(page, currentPortal().appOrigin);
    await portal.logIn(owner?.email ?? '', owner?.password ?? '');
    await expect(page).not.toHaveURL(/\/login/);
    await crawl(page, portal, routePaths());
  });
});
