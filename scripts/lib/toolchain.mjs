// Brings a machine that has only Node 20 and npm up to what the workspace needs:
// a project-local pnpm, the dependencies, and (for tests) Debian's Chromium, PostgreSQL, xmllint, Poppler
// and ZBar.
// Used by `npm start`, `npm test` and `pnpm bench`; never imported by product code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** pnpm 10 runs on Node 20 (pnpm 11 needs Node 22, pnpm 12 needs registry signatures). */
export const PNPM_VERSION = '10.34.8';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const toolsDir = join(root, '.tools');
const pnpmEntry = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

/** Environment for every child process: the local pnpm and workspace binaries come first on PATH. */
export const childEnv = {
  ...process.env,
  PATH: [join(toolsDir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(
    delimiter,
  ),
  // Keep pnpm from asking questions on a machine without a TTY.
  CI: process.env.CI ?? 'true',
};

/**
 * Runs a command with inherited output and resolves with its exit code. With `capture`, its output
 * (stdout and stderr, interleaved as written) goes to that array instead, so commands run side by
 * side can print one after the other.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, capture?: string[] }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const { capture } = options;
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? childEnv,
      stdio: capture
        ? ['ignore', 'pipe', 'pipe']
        : options.quiet
          ? ['ignore', 'ignore', 'inherit']
          : 'inherit',
    });
    if (capture) {
      child.stdout?.on('data', (chunk) => capture.push(String(chunk)));
      child.stderr?.on('data', (chunk) => capture.push(String(chunk)));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(signal ? 1 : (code ?? 1)));
  });
}

/** Runs a command and throws when it fails, naming the command so the reader knows what to retry. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`"${command} ${args.join(' ')}" exited with code ${code}`);
}

function installedPnpmVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** Installs the pinned pnpm into `.tools/` (git-ignored) unless it is already there. */
export async function ensurePnpm() {
  if (installedPnpmVersion() === PNPM_VERSION) return;
  step(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  await must('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

/** Runs the project-local pnpm. */
export function pnpm(args, options) {
  return run(process.execPath, [pnpmEntry, ...args], options);
}

/** Runs the project-local pnpm and throws on failure. */
export async function mustPnpm(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) throw new Error(`"pnpm ${args.join(' ')}" exited with code ${code}`);
}

/** Installs the workspace exactly as the lockfile says. */
export async function installDependencies() {
  await ensurePnpm();
  step('Installing dependencies (pnpm install --frozen-lockfile)');
  await mustPnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** Runs apt-get, through sudo when we are not root. */
async function aptGet(args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, prefix] = isRoot ? ['apt-get', []] : ['sudo', ['-n', 'apt-get']];
  await must(command, [...prefix, ...args], {
    env: { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let aptUpdated = false;
/**
 * Installs a Debian package when missing. `probe` is the file whose presence means installed, or
 * a function answering whether it is installed.
 * @param {string} pkg
 * @param {string | (() => boolean)} probe
 */
export async function ensureDebianPackage(pkg, probe) {
  if (typeof probe === 'function' ? probe() : existsSync(probe)) return;
  step(
    `Installing Debian package "${pkg}" (${typeof probe === 'function' ? 'not found' : `${probe} is missing`})`,
  );
  if (!aptUpdated) {
    await aptGet(['update', '-qq']);
    aptUpdated = true;
  }
  await aptGet(['install', '-y', '-qq', '--no-install-recommends', pkg]);
}

/** Debian's Chromium drives every browser test (Playwright cannot download its own browser here). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage('chromium', CHROMIUM_PATH);
}

/**
 * The newest `/usr/lib/postgresql/<version>/bin` holding `initdb`, or undefined. Any version
 * works: the API's PostgreSQL tests start a throwaway cluster with it.
 * @returns {string | undefined}
 */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** Debian's PostgreSQL server, for the API suite's PostgreSQL run (skipped when a server URL is given). */
export function ensurePostgres() {
  if (process.env.FACTURO_TEST_DATABASE_URL) return Promise.resolve();
  return ensureDebianPackage('postgresql', () => postgresBinDir() !== undefined);
}

/** Debian's `xmllint` (libxml2-utils): the e-invoicing tests validate every DIAN document with it. */
export const XMLLINT_PATH = '/usr/bin/xmllint';

/** Debian's Poppler tools: the e-invoicing tests read the PDFs with `pdftotext`, `pdfinfo` and `pdftoppm`. */
export const PDFTOTEXT_PATH = '/usr/bin/pdftotext';

/** Debian's ZBar: the e-invoicing tests scan the QR code printed on the PDFs with `zbarimg`. */
export const ZBARIMG_PATH = '/usr/bin/zbarimg';

/** The tools the e-invoicing tests run: xmllint (schemas), Poppler (PDF text and pages), ZBar (QR). */
export async function ensureDocumentTools() {
  await ensureDebianPackage('libxml2-utils', XMLLINT_PATH);
  await ensureDebianPackage('poppler-utils', PDFTOTEXT_PATH);
  await ensureDebianPackage('zbar-tools', ZBARIMG_PATH);
}

/** Prints a visible step header. */
export function step(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}
