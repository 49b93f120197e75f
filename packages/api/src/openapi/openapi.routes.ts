import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { onceAsync } from '../kernel/once-async';
import type { RouteDefinition } from '../kernel/route-definition';
import {
  DOCS_VIEWER_CSP,
  readViewerAsset,
  renderDocsViewer,
  VIEWER_ASSETS,
  viewerScript,
} from './docs-viewer';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** Where the document is served (under `/api/v1`); readable from any origin. */
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';

const CACHE = 'public, max-age=300';

/**
 * Serves `GET /openapi.json` and the reference viewer (`GET /docs`, its start-up script and its
 * assets) for a set of routes. They describe the API rather than belong to it (no sdk contract, not in
 * the document), so they are plain Hono handlers, not routes. The document is built on the first
 * request (loading every contract's schemas) and kept: routes do not change while the process runs.
 * `tryItOut` lets the viewer send requests (development only).
 */
export function mountOpenApi(
  app: Hono<AppEnv>,
  routes: readonly RouteDefinition[],
  options: { tryItOut: boolean },
): void {
  const getDocument = onceAsync<OpenApiDocument>(() => buildOpenApiDocument(routes));
  const page = { 'Content-Security-Policy': DOCS_VIEWER_CSP, 'Cache-Control': CACHE };
  // Already snake_case: sent as is, not through the camelCase → snake_case conversion.
  app.get(OPENAPI_DOCUMENT_PATH, async (c) => c.json(await getDocument(), 200, { 'Cache-Control': CACHE }));
  app.get('/docs', (c) => c.html(renderDocsViewer('Facturo API'), 200, page));
  app.get('/docs/viewer.js', (c) =>
    c.body(viewerScript(options.tryItOut), 200, {
      ...page,
      'Content-Type': 'text/javascript; charset=utf-8',
    }),
  );
  app.get('/docs/assets/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = await readViewerAsset(name);
    if (!bytes) return c.notFound();
    return c.body(bytes, 200, {
      'Content-Type': VIEWER_ASSETS[name] as string,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
