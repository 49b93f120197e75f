/**
 * The API reference at `GET /api/v1/docs`: Swagger UI (swagger-ui-dist, kept by SmartBear) reading
 * `/api/v1/openapi.json`, served from the API's own dependencies — no CDN, so it works offline and
 * behind a strict CSP. Outside production "Try it out" sends real requests to this API (with the
 * bearer token given under "Authorize"); in production the reference is read-only.
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The viewer's files, by the name they are served under (`/api/v1/docs/assets/<name>`). */
export const VIEWER_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Scripts only from this API (the bundle and the start-up file); Swagger UI sets inline styles. */
export const DOCS_VIEWER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

let assetFolder: string | undefined;

/** The bytes of one of {@link VIEWER_ASSETS}, or `null` for any other name. */
export async function readViewerAsset(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!Object.hasOwn(VIEWER_ASSETS, name)) return null;
  assetFolder ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return readFile(join(assetFolder, name));
}

/** The page: the viewer's stylesheet and bundle, and the start-up script, all from this API. */
export function renderDocsViewer(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Reference</title>
<link rel="icon" type="image/png" href="docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="${title} reference"></main>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/viewer.js"></script>
</body>
</html>`;
}

/**
 * The start-up script: the document next to the page, deep links per operation, every operation
 * listed with its examples, and "Try it out" only when `tryItOut` (development).
 */
export function viewerScript(tryItOut: boolean): string {
  const options = {
    url: 'openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    displayRequestDuration: true,
    filter: true,
    persistAuthorization: false,
    supportedSubmitMethods: tryItOut ? ['get', 'post', 'put', 'patch', 'delete'] : [],
  };
  return `window.addEventListener('load', function () {
  window.SwaggerUIBundle(Object.assign(${JSON.stringify(options)}, {
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  }));
});
`;
}
