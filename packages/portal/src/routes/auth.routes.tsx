import type { TranslationKey } from '@facturo/sdk/i18n';
import { lazyPage } from '../router/lazy-page';
import { defineRoutes, type PortalRoute } from '../router/route-handle';

const authPage = lazyPage(
  () => import('../pages/auth/auth-page'),
  (m) => m.AuthPage,
);

const authRoute = (name: string, titleKey: TranslationKey, searchable = true): PortalRoute => ({
  path: `/${name}`,
  handle: { name, titleKey, unauthenticatedOnly: true, landing: 'withAuth', layout: 'blank', searchable },
  lazy: authPage,
});

/**
 * Sign-in screens, for logged-out visitors only (a logged-in visitor is sent home). Each shows the
 * login widget on the matching screen; `reset-password` is opened from the e-mailed link. Landing-only
 * deployments have them while they offer accounts.
 */
export const authRoutes = defineRoutes([
  authRoute('login', 'nav.login'),
  authRoute('register', 'nav.register'),
  authRoute('verify-email', 'nav.verifyEmail', false),
  authRoute('personal-info', 'nav.personalInfo', false),
  authRoute('forgot-password', 'nav.forgotPassword'),
  authRoute('reset-password', 'nav.resetPassword', false),
]);
