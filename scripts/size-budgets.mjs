// `npm test` step: the first downloads of the script-tag loader, of each widget and of the portal's
// landing, against the budgets in size-budgets.json. Needs the builds (`pnpm build`). Prints one line
// per view and exits non-zero when any is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptTagDownload, viteDownload } from './lib/first-downloads.mjs';
import { root } from './lib/toolchain.mjs';

const config = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const kB = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
const check = (name, measure, budget) => {
  const { bytes, files } = measure();
  rows.push({ name, bytes, files: files.length, budget, ok: bytes <= budget * 1000 });
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
  check(`portal: ${name}`, () => viteDownload(join(root, portal.dist), view), view.budget);
}

for (const row of rows) {
  console.log(
    `${row.ok ? 'PASS' : 'FAIL'}  ${row.name.padEnd(28)} ${kB(row.bytes).padStart(7)} kB  (budget ${row.budget.toFixed(1)} kB, ${row.files} files)`,
  );
}
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(
    `\n${over.length} first download(s) over budget. Make the view lighter, or, if the weight is worth it, raise its budget in size-budgets.json and say why in the commit.`,
  );
  process.exitCode = 1;
}
