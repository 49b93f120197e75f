import { type Browser, chromium, expect, test } from '@playwright/test';
import { BROWSER_UI_FEATURES, DEBIAN_CHROMIUM } from './chromium';

/**
 * The features a running Chromium has turned off, as `chrome://version` reports them (the command
 * line's variations, a base64 JSON of the effective `--disable-features`).
 */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const encoded = [...(await page.content()).matchAll(/eyJ[A-Za-z0-9+/=]+/g)]
      .map(([match]) => match)
      .sort((a, b) => b.length - a.length)[0];
    const variations = JSON.parse(Buffer.from(encoded ?? 'e30=', 'base64').toString()) as {
      'disable-features'?: string;
    };
    return (variations['disable-features'] ?? '').split(',').filter(Boolean);
  } finally {
    await context.close();
  }
}

test.describe('how the tests and benchmarks launch Chromium', () => {
  test('keeps every feature Playwright turns off, and turns off the browser UI popups', async ({
    browser,
  }) => {
    // Playwright's own defaults, nothing of ours on top: what our single --disable-features must repeat.
    const plain = await chromium.launch({
      executablePath: DEBIAN_CHROMIUM.executablePath,
      args: ['--no-sandbox'],
    });
    const playwrightOwn = await disabledFeatures(plain).finally(() => plain.close());
    expect(playwrightOwn).toContain('HttpsUpgrades');

    const ours = await disabledFeatures(browser);
    expect(ours).toEqual(expect.arrayContaining([...playwrightOwn, ...BROWSER_UI_FEATURES]));
  });

  test('no browser UI page runs beside the page under test', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<h1>Facturo</h1>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    await cdp.detach();
    await context.close();
    expect(
      targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url),
    ).toEqual([]);
  });
});
