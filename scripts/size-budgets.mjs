// `npm test` step: the first downloads of the script-tag loader, of each widget and of the portal's
// landing, against the budgets in size-budgets.json. Needs the builds (`pnpm build`). Prints one line
// per view and exits non-zero when any is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledSources, scriptTagDownload, viteDownload } from './lib/first-downloads.mjs';
import { root } from './lib/toolchain.mjs';

const config = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const kB = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
const check = (name, measure, budget) => {
  const { bytes, files } = measure();
  rows.push({ name, bytes, files: files.length, budget, ok: bytes <= budget * 1000 });
};
// Code a view must not carry at all, whatever its weight (`excludes`: fragments of source paths).
const misplaced = [];
const checkExcludes = (name, dist, files, excludes = []) => {
  const sources = bundledSources(dist, files);
  for (const fragment of excludes) {
    const found = sources.filter((source) => source.includes(fragment));
    if (found.length) misplaced.push({ name, fragment, found });
  }
};

const { scriptTag, portal } = config;
const tagDir = join(root, scriptTag.dir);
check('script tag: facturo.js', () => scriptTagDownload(tagDir, { eager: [] }), scriptTag.loader.budget);
for (const [name, widget] of Object.entries(scriptTag.widgets)) {
  check(
    `script tag: ${name}`,
    () =>
      scriptTagDownload(tagDir, {
        eager: scriptTag.eager,
        entry: widget.entry,
        namespaces: [...scriptTag.baseNamespaces, ...widget.namespaces],
      }),
    widget.budget,
  );
}
for (const [name, view] of Object.entries(portal.views)) {
  const dist = join(root, portal.dist);
  const download = viteDownload(dist, view);
  check(`portal: ${name}`, () => download, view.budget);
  checkExcludes(`portal: ${name}`, dist, download.files, view.excludes);
}

for (const row of rows) {
  console.log(
    `${row.ok ? 'PASS' : 'FAIL'}  ${row.name.padEnd(28)} ${kB(row.bytes).padStart(7)} kB  (budget ${row.budget.toFixed(1)} kB, ${row.files} files)`,
  );
}
for (const { name, fragment, found } of misplaced) {
  console.error(
    `FAIL  ${name} carries "${fragment}", which size-budgets.json excludes from it: ${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}. Load it lazily where it is needed (the import chain: the build's .vite/manifest.json).`,
  );
}
if (misplaced.length) process.exitCode = 1;
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(
    `\n${over.length} first download(s) over budget. Make the view lighter, or, if the weight is worth it, raise its budget in size-budgets.json and say why in the commit.`,
  );
  process.exitCode = 1;
}
