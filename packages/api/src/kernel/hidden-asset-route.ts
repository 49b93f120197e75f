import type { RouteContext, RouteDefinition } from './route-definition';

/** A static file an API page loads by URL. */
export interface HiddenAsset {
  /** Under `/api/v1`, e.g. `/sandbox/card-form.js`. */
  readonly path: `/${string}`;
  readonly summary: string;
  /** Serves the file (or throws an `ApiProblem`); no params, query, body or caller. */
  serve(ctx: RouteContext<undefined, undefined, undefined, null>): Response;
}

const NO_SCHEMAS = Promise.resolve({});

/**
 * THE ESCAPE HATCH from contracts, for the sandbox card form's script and stylesheet only: a public
 * `GET` of a static file that the card form page (itself a contract, `getSandboxCardForm`) loads by
 * URL, so that it runs without inline code. No client calls them and no schema describes them, so
 * they have no sdk contract and stay out of OpenAPI. Every other route implements its contract with
 * `implementEndpoint`; `test/contracts.test.ts` fails when anything else is mounted this way.
 */
export function hiddenAssetRoute(asset: HiddenAsset): RouteDefinition {
  return {
    method: 'get',
    path: asset.path,
    tag: 'Hidden assets',
    summary: asset.summary,
    auth: null,
    hidden: true,
    responses: { 200: { description: asset.summary } },
    schemas: () => NO_SCHEMAS,
    handler: (ctx) => asset.serve(ctx as RouteContext<undefined, undefined, undefined, null>),
  };
}
