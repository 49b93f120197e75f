import { lazyPage } from '../router/lazy-page';
import { RedirectOnly } from '../router/redirect-loader';
import { defineRoutes } from '../router/route-handle';

/** The public website's home. `/` is sent to `/landing-page` (query kept) by the guard itself. */
export const landingRoutes = defineRoutes([
  {
    path: '/',
    handle: { name: 'index', titleKey: 'nav.home', layout: 'front', searchable: false, landingTexts: true },
    Component: RedirectOnly,
  },
  {
    path: '/landing-page',
    handle: {
      name: 'landing-page',
      titleKey: 'nav.landingPage',
      public: true,
      landing: 'always',
      layout: 'front',
      landingTexts: true,
    },
    lazy: lazyPage(
      () => import('../pages/landing/landing-page'),
      (m) => m.LandingPage,
    ),
  },
]);
