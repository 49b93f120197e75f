import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A loopback server for the benchmark: the script-tag build, in-memory pages and a plans endpoint. */
export interface BenchServer {
  origin: string;
  /** Adds or replaces an in-memory file (pages, the floor's CSS). */
  put(path: string, body: string, type?: string): void;
  close(): Promise<void>;
}

/** Serves `/facturo/*` from `scriptTagDir`, `GET /api/v1/plans` with `plansBody`, and `put` files. */
export async function startBenchServer(scriptTagDir: string, plansBody: string): Promise<BenchServer> {
  const pages = new Map<string, { body: string; type: string }>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = pages.get(url.pathname);
    if (page) {
      response.writeHead(200, { 'Content-Type': page.type, 'Cache-Control': 'no-store' });
      response.end(page.body);
      return;
    }
    if (url.pathname === '/api/v1/plans') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(plansBody);
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
  return {
    origin: `http://127.0.0.1:${port}`,
    put: (path, body, type = TYPES[extname(path)] ?? 'text/html; charset=utf-8') =>
      pages.set(path, { body, type }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
