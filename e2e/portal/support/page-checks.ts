import type { Page } from '@playwright/test';
import { axeAudit } from '../../support/axe';
import { englishIn, englishOnlyWords } from './english-words';

/** The narrowest screen every page must fit (the "responsive from 360 px"). */
export const NARROWEST_VIEWPORT = { width: 360, height: 780 };

const english = englishOnlyWords();

/** Visible text of the page plus the names screen readers hear, leaving out anything marked as another language. */
export async function spanishText(page: Page): Promise<string> {
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

/** English words on the page, each once. */
export async function englishOnPage(page: Page): Promise<string[]> {
  return englishIn(await spanishText(page), english);
}

/** Serious and critical axe violations (colour contrast included: this is a real browser). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, (impact) => impact === 'serious' || impact === 'critical');
}

/**
 * Every axe violation, minor and moderate included: the pages the issue names (the dashboard, the
 * invoice page, the sign-up) are held to none at all.
 */
export async function everyAxeViolation(page: Page): Promise<string[]> {
  return axeViolations(page, () => true);
}

async function axeViolations(page: Page, counts: (impact: string) => boolean): Promise<string[]> {
  const results = await axeAudit(page).analyze();
  return results.violations
    .filter((violation) => counts(violation.impact ?? 'minor'))
    .map(
      (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * How far the page is wider than a 360 px screen (0 when it fits). The viewport goes back to what it
 * was afterwards.
 */
export async function overflowAt360(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize(NARROWEST_VIEWPORT);
  // Two frames: the resize's layout, then anything a resize observer changed.
  const overflow = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const scrolling = document.scrollingElement ?? document.documentElement;
            resolve(Math.max(0, scrolling.scrollWidth - window.innerWidth));
          }),
        ),
      ),
  );
  if (before) await page.setViewportSize(before);
  return overflow;
}

/**
 * Everything the quality bar asks of a page, as a list of problems (empty when it passes):
 * no English on a Spanish page, no serious or critical axe violation, nothing wider than 360 px.
 * `axe: false` skips the accessibility pass (a page about to change by itself, like a payment in process).
 */
export async function pageProblems(
  page: Page,
  label: string,
  options: { axe?: boolean } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const found = await englishOnPage(page);
  if (found.length) problems.push(`${label}: English words: ${found.join(', ')}`);
  if (options.axe !== false) {
    const violations = await seriousAxeViolations(page);
    if (violations.length) problems.push(`${label}: axe: ${violations.join('; ')}`);
  }
  const overflow = await overflowAt360(page);
  if (overflow > 0) problems.push(`${label}: ${overflow} px wider than a 360 px screen`);
  return problems;
}
