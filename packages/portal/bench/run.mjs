// `pnpm bench` for the portal: the gzip JavaScript of the landing page's first load, and Lighthouse
// performance and accessibility for the landing page and the login. Builds the portal first (with its
// prerendered pages, as `build` does).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DEBIAN_CHROMIUM } from '../../../e2e/support/chromium.ts';
import { report } from '../../../scripts/lib/bench-format.mjs';
import { startBenchServers } from './bench-servers.mjs';
import { firstLoadJs } from './first-load.mjs';
import { lighthouseScores } from './lighthouse-scores.mjs';

const here = import.meta.dirname;
const root = join(here, '..', '..', '..');
const dist = join(here, '..', 'dist');
const kB = (bytes) => Math.round((bytes / 1000) * 10) / 10;

execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
  cwd: join(here, '..'),
  stdio: 'inherit',
});
execFileSync(process.execPath, [join(here, '..', 'scripts', 'prerender-pages.mjs')], { stdio: 'inherit' });
const servers = await startBenchServers({ root, dist });
try {
  const landing = `${servers.portalOrigin}/landing-page`;
  const login = `${servers.portalOrigin}/login`;

  const js = await firstLoadJs(landing, DEBIAN_CHROMIUM);
  report({
    suite: 'portal: landing page',
    metric: 'first-load JavaScript, gzip (until the plans show)',
    value: kB(js.bytes),
    unit: 'kB',
    target: '≤ 180 kB',
    pass: js.bytes <= 180_000,
    note: `${js.files} files; every other route is its own chunk`,
  });

  for (const formFactor of ['mobile', 'desktop']) {
    const scores = await lighthouseScores([landing, login], DEBIAN_CHROMIUM, formFactor);
    for (const [url, name] of [
      [landing, 'landing page'],
      [login, 'login'],
    ]) {
      const score = scores.get(url);
      for (const [category, minimum] of [
        ['performance', 90],
        // Accessibility stays at 100: every page's structure is checked by axe in the component tests too.
        ['accessibility', 100],
      ]) {
        report({
          suite: `portal: ${name}`,
          metric: `Lighthouse ${category} (${formFactor})`,
          value: score[category],
          unit: 'score',
          target: `≥ ${minimum}`,
          pass: score[category] >= minimum,
        });
      }
    }
  }
} finally {
  await servers.close();
}
