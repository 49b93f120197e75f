// Lighthouse 12.8.2 (the last release that runs on Node 20; 13.x needs Node 22.19) driving Debian
// Chromium: performance and accessibility, with Lighthouse's mobile preset (a mid-range phone on slow
// 4G, simulated) and its desktop preset.
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, waitFor } from './bench-servers.mjs';

/**
 * Scores each URL in a fresh headless Chromium it controls through the DevTools port.
 * @param {string[]} urls
 * @param {{ executablePath: string, args: string[] }} chromium
 * @param {'mobile' | 'desktop'} formFactor
 * @returns {Promise<Map<string, { performance: number, accessibility: number }>>}
 */
export async function lighthouseScores(urls, chromium, formFactor) {
  const scores = new Map();
  for (const url of urls) {
    const port = await freePort();
    const browser = spawn(
      chromium.executablePath,
      [...chromium.args, '--headless=new', `--remote-debugging-port=${port}`, 'about:blank'],
      {
        stdio: 'ignore',
      },
    );
    try {
      await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const categories = result?.lhr.categories;
      scores.set(url, {
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      });
    } finally {
      browser.kill('SIGTERM');
    }
  }
  return scores;
}
