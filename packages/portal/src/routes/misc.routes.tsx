import type { TranslationKey } from '@facturo/sdk/i18n';
import { lazyPage } from '../router/lazy-page';
import { defineRoutes, type PortalRoute } from '../router/route-handle';

const miscPage = lazyPage(
  () => import('../pages/misc/misc-page'),
  (m) => m.MiscPage,
);

/** A status page in the blank frame, left out of the navbar search; landing-only deployments have it too. */
function statusRoute(path: string, name: string, titleKey: TranslationKey, isPublic = true): PortalRoute {
  return {
    path,
    handle: { name, titleKey, public: isPublic, landing: 'always', layout: 'blank', searchable: false },
    lazy: miscPage,
  };
}

/**
 * Status pages in the blank frame. The not-found route is the catch-all, so every unknown URL lands
 * there (and `/pages/misc/not-found/{error}` is its explicit spelling). Under maintenance is only
 * for signed-in users (the guard sends everybody else to log in).
 */
export const miscRoutes = defineRoutes([
  statusRoute('/not-authorized', 'not-authorized', 'nav.notAuthorized'),
  statusRoute('/pages/misc/not-authorized', 'not-authorized', 'nav.notAuthorized'),
  statusRoute('/under-maintenance', 'under-maintenance', 'nav.underMaintenance', false),
  statusRoute('/coming-soon', 'coming-soon', 'nav.comingSoon'),
  statusRoute('/pages/misc/not-found/:error', 'not-found', 'nav.notFound'),
  statusRoute('*', 'not-found', 'nav.notFound'),
]);
