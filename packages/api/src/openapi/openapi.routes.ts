import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { onceAsync } from '../kernel/once-async';
import type { RouteDefinition } from '../kernel/route-definition';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** Where the document is served (under `/api/v1`); readable from any origin. */
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';

const CACHE = 'public, max-age=300';

/**
 * Serves `GET /openapi.json` and `GET /docs` for a set of routes. They describe the API rather than
 * belong to it (no sdk contract, not in the document), so they are plain Hono handlers, not routes.
 * The document is built on the first request (loading every contract's schemas) and kept: routes do
 * not change while the process runs.
 */
export function mountOpenApi(app: Hono<AppEnv>, routes: readonly RouteDefinition[]): void {
  const getDocument = onceAsync<OpenApiDocument>(() => buildOpenApiDocument(routes));
  const getPage = onceAsync(async () => renderDocsPage(await getDocument()));
  // Already snake_case: sent as is, not through the camelCase → snake_case conversion.
  app.get(OPENAPI_DOCUMENT_PATH, async (c) => c.json(await getDocument(), 200, { 'Cache-Control': CACHE }));
  app.get('/docs', async (c) =>
    c.html(await getPage(), 200, { 'Content-Security-Policy': DOCS_PAGE_CSP, 'Cache-Control': CACHE }),
  );
}
