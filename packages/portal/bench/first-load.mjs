// The landing page's first load as Chromium downloads it: every JavaScript response up to the moment
// the plans are on screen, counted at its transfer size (the portal server sends it gzipped).
import { chromium } from '@playwright/test';

/**
 * Loads `url` in a fresh browser and sums the encoded bytes of its scripts.
 * @param {string} url
 * @param {object} launchOptions Playwright launch options (Debian Chromium).
 * @returns {Promise<{ bytes: number, files: number }>}
 */
export async function firstLoadJs(url, launchOptions) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page counts as loaded once the pricing table shows its plans.
    await page.locator('[data-facturo-widget="pricing-table"] article').first().waitFor({ timeout: 30_000 });
    let bytes = 0;
    for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
    return { bytes, files: scripts.length };
  } finally {
    await browser.close();
  }
}
