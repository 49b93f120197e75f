import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** What an API fixture answers: a status and a JSON body (already snake_case, as the wire is). */
export interface FixtureAnswer {
  status?: number;
  body: unknown;
}

/** Answers one `GET /api/v1/…` path from memory. */
export type ApiFixture = (url: URL, request: IncomingMessage) => FixtureAnswer;

/** A loopback server for the benchmark: the script-tag build, in-memory pages and API fixtures. */
export interface BenchServer {
  origin: string;
  /** The API base the pages configure (`data-api-base`). */
  apiBase: string;
  /** Adds or replaces an in-memory file (pages, the floor's CSS). */
  put(path: string, body: string, type?: string): void;
  /** Answers `GET {apiBase}{path}` with `fixture` (a function, or the same JSON body every time). */
  api(path: string, fixture: ApiFixture | unknown): void;
  /** API paths asked for that no fixture answered (404), so a benchmark can say what it missed. */
  readonly unanswered: ReadonlySet<string>;
  close(): Promise<void>;
}

const API_PREFIX = '/api/v1';

/**
 * Serves `/facturo/*` from `scriptTagDir`, API fixtures under `/api/v1`, and `put` files. `plansBody`
 * (JSON text), when given, answers `GET /plans` at once (the docs screenshots need nothing else).
 */
export async function startBenchServer(scriptTagDir: string, plansBody?: string): Promise<BenchServer> {
  const pages = new Map<string, { body: string; type: string }>();
  const fixtures = new Map<string, ApiFixture>();
  const unanswered = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = pages.get(url.pathname);
    if (page) {
      response.writeHead(200, { 'Content-Type': page.type, 'Cache-Control': 'no-store' });
      response.end(page.body);
      return;
    }
    if (url.pathname.startsWith(`${API_PREFIX}/`)) {
      const fixture = request.method === 'GET' ? fixtures.get(url.pathname.slice(API_PREFIX.length)) : null;
      if (!fixture) unanswered.add(`${request.method} ${url.pathname}`);
      // Unknown endpoints answer like the API does, so a widget shows its error state instead of hanging.
      const { status = 200, body } = fixture?.(url, request) ?? {
        status: 404,
        body: { code: 'not_found', message: 'No bench fixture answers this endpoint.', field_errors: {} },
      };
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
      return;
    }
    if (url.pathname.startsWith('/facturo/')) {
      const file = normalize(join(scriptTagDir, url.pathname.slice('/facturo/'.length)));
      if (file.startsWith(scriptTagDir)) {
        const body = await readFile(file).catch(() => null);
        if (body) {
          response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
          response.end(body);
          return;
        }
      }
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const bench: BenchServer = {
    origin,
    apiBase: `${origin}${API_PREFIX}`,
    put: (path, body, type = TYPES[extname(path)] ?? 'text/html; charset=utf-8') =>
      pages.set(path, { body, type }),
    api: (path, fixture) =>
      fixtures.set(path, typeof fixture === 'function' ? (fixture as ApiFixture) : () => ({ body: fixture })),
    unanswered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  if (plansBody !== undefined) bench.api('/plans', JSON.parse(plansBody));
  return bench;
}
