import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page module: the page's code is its own chunk, downloaded when the route is
 * first visited.
 * @example lazy: lazyPage(() => import('../pages/landing/landing-page'), (m) => m.LandingPage)
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}
