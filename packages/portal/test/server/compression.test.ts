import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPortalServer } from '../../server/portal-server.mjs';

let server: Server;
let port = 0;
let dist: string;

// A chunk as small as most of a page's chunks (about 600 bytes), and one too small to gain anything.
const SMALL_CHUNK = `export const money=(v)=>new Intl.NumberFormat("es-CO",{style:"currency",currency:"COP",maximumFractionDigits:0}).format(v);${'export const a=1;'.repeat(28)}`;
const TINY_CHUNK = 'export{};';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Facturo</title>');
  await writeFile(join(dist, 'config.json'), '{}');
  await writeFile(join(dist, 'assets', 'money-1.js'), SMALL_CHUNK);
  await writeFile(join(dist, 'assets', 'tiny-1.js'), TINY_CHUNK);
  server = await startPortalServer({ root: dist, port: 0, host: '127.0.0.1', env: {} });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

function fetchRaw(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }),
      );
    }).on('error', reject);
  });
}

describe('the portal server compresses what gets smaller', () => {
  test('a chunk under 1 kB goes gzipped to a browser that accepts it, smaller and intact', async () => {
    expect(SMALL_CHUNK.length).toBeLessThan(1024);
    const { encoding, body } = await fetchRaw('/assets/money-1.js', 'gzip, deflate, br');
    expect(encoding).toBe('gzip');
    expect(body.length).toBeLessThan(SMALL_CHUNK.length);
    expect(gunzipSync(body).toString()).toBe(SMALL_CHUNK);
  });

  test.each([
    ['a file gzip would make larger', '/assets/tiny-1.js', 'gzip', TINY_CHUNK],
    ['a client that does not accept gzip', '/assets/money-1.js', 'identity', SMALL_CHUNK],
  ])('%s is sent as it is', async (_case, path, acceptEncoding, content) => {
    const { encoding, body } = await fetchRaw(path, acceptEncoding);
    expect(encoding).toBeUndefined();
    expect(body.toString()).toBe(content);
  });
});
