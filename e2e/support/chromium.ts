/**
 * Features Playwright 1.65 turns off in every Chromium it launches (its `chromiumSwitches`: HTTPS
 * upgrades, paint holding, third-party storage partitioning…). Chromium honours only the last
 * `--disable-features` on its command line, so a launch that turns off features of its own must
 * repeat these, or it silently turns them back on. `e2e/support/chromium-flags.e2e.ts` fails when a
 * Playwright upgrade adds one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156 preloads its omnibox popups (two WebUI pages, `chrome://omnibox-popup.top-chrome/`, in
 * a renderer of their own) for every window, headless ones too. Measured on this 2-core machine: that
 * renderer burns ~1.9 s of CPU after a launch and ~0.2 s per browser context, taken from the page under
 * test or benchmark (Lighthouse's CPU benchmark index read ~1,050 with them and 1,600–2,600 without).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * How every browser run on this machine launches Chromium: Debian's build (Playwright cannot download
 * its own here) with the flags that keep it quiet and sandbox-free in containers (docs/stack.md), and
 * without the browser UI's own pages competing with the page for the CPU.
 * Used by playwright.config.ts, the benchmarks (Lighthouse included) and the docs screenshots.
 */
export const DEBIAN_CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
  ],
};
