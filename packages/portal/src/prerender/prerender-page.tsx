// The build's prerender (scripts/prerender-pages.mjs builds this file for Node and calls it): renders a
// public page to HTML as an anonymous first visit sees it, in the configuration's language, so the page
// paints before any script has run; the browser then hydrates it (hydrate-prerendered.ts).
import { parseConfig, type RuntimeConfigInput } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import { preloadTexts, type WidgetName } from '@facturo/widgets';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PortalProviders } from '../app/app';
import { portalRouteTree } from '../app/portal-route-tree';
import type { RouteHandle } from '../router/route-handle';
import { createPortalServices, type PortalServices } from '../services/portal-services';

/** A prerendered page: the markup of `#root`, the document title and the language it is written in. */
export interface PrerenderedPage {
  html: string;
  title: string;
  locale: string;
}

// Nothing is fetched at build time: what needs the API (the plans, the widgets) renders after hydration.
const offline = (async (input: RequestInfo | URL) => {
  throw new Error(`The prerender does not use the network (asked for ${String(input)}).`);
}) as typeof fetch;

/** A page to prerender: its path, and the widgets it shows with their content (their texts preloaded). */
export interface PageToPrerender {
  pathname: string;
  widgets?: readonly WidgetName[];
}

/**
 * Renders each page with the shipped configuration `input`, for a visitor without a session, saved
 * preferences or a bag (one set of services for all: the widgets accept one per API).
 * @throws when a page redirects or fails there: only pages an anonymous visitor sees can be prerendered.
 */
export async function prerenderPages(
  pagesToRender: readonly PageToPrerender[],
  input: RuntimeConfigInput,
): Promise<Map<string, PrerenderedPage>> {
  const config = parseConfig(input);
  const services = await createPortalServices(config, input, {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: offline,
  });
  const pages = new Map<string, PrerenderedPage>();
  for (const { pathname, widgets = [] } of pagesToRender) {
    if (widgets.length) await preloadTexts(services.i18n.locale, widgets);
    pages.set(pathname, await prerenderPage(pathname, services));
  }
  return pages;
}

/**
 * Renders `pathname` to HTML with `services` as they stand (the build's are an anonymous visit's).
 * @throws when the page redirects or fails.
 */
export async function prerenderPage(pathname: string, services: PortalServices): Promise<PrerenderedPage> {
  const { config } = services;
  const handler = createStaticHandler(portalRouteTree(services));
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(
      `prerender: ${pathname} answers ${context.status} ${context.headers.get('Location') ?? ''}; prerender only pages an anonymous visitor sees.`,
    );
  }
  if (context.errors) {
    throw new Error(`prerender: ${pathname} failed: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <PortalProviders services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PortalProviders>
    </StrictMode>,
  );
  // `prerender`, unlike `renderToString`, waits for the lazy parts (the landing page's forms).
  const html = await new Response(prelude).text();
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const page = handle ? services.i18n.t(handle.titleKey) : config.productName;
  return {
    html,
    title: page === config.productName ? page : `${page} · ${config.productName}`,
    locale: services.i18n.locale,
  };
}
