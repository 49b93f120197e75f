/**
 * How every browser run on this machine launches Chromium: Debian's build (Playwright cannot download
 * its own here) with the flags that keep it quiet and sandbox-free in containers (docs/stack.md).
 * Used by playwright.config.ts, the widgets' benchmark and their docs screenshots.
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
  ],
};
