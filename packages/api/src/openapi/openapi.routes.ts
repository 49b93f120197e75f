import { defineRoute, type RouteDefinition } from '../kernel/route-definition';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * `GET /openapi.json` and `GET /docs` for a set of routes. The document is built on first request
 * and kept: routes do not change while the process runs.
 */
export function openApiRoutes(routes: () => readonly RouteDefinition[]): RouteDefinition[] {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const getDocument = () => {
    document ??= buildOpenApiDocument(routes());
    return document;
  };
  return [
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      tag: 'System',
      summary: 'OpenAPI 3.1 document',
      auth: null,
      hidden: true,
      publicCors: true,
      responses: { 200: { description: 'The document.' } },
      // Already snake_case: sent as is, not through the camelCase → snake_case conversion.
      handler: ({ c }) => c.json(getDocument(), 200, { 'Cache-Control': 'public, max-age=300' }),
    }),
    defineRoute({
      method: 'get',
      path: '/docs',
      tag: 'System',
      summary: 'API reference page',
      auth: null,
      hidden: true,
      responses: { 200: { description: 'HTML.', contentType: 'text/html' } },
      handler: ({ c }) => {
        page ??= renderDocsPage(getDocument());
        return c.html(page, 200, {
          'Content-Security-Policy': DOCS_PAGE_CSP,
          'Cache-Control': 'public, max-age=300',
        });
      },
    }),
  ];
}
