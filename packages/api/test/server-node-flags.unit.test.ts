import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/config/server-node-flags';

const packageDir = join(import.meta.dirname, '..');
const scripts = (
  JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const deployGuide = readFileSync(join(packageDir, '..', '..', 'docs', 'deploy.md'), 'utf8');

// The flags are read by V8 at start-up, so every way of starting the server must pass them itself.
describe('the API server’s Node flags', () => {
  it('are accepted by this Node', () => {
    expect(() =>
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it.each(['start', 'serve'])('are passed by `pnpm %s`', (script) => {
    for (const flag of SERVER_NODE_FLAGS) expect(scripts[script]).toContain(` ${flag} `);
  });

  it('are in the deployment guide’s command for API instances', () => {
    const command = deployGuide.split('\n').find((line) => line.includes('dist/main.js'));
    for (const flag of SERVER_NODE_FLAGS) expect(command).toContain(`node ${flag} `);
  });
});
