import type { TranslationKey } from '@facturo/sdk/i18n';
import { Button } from '@facturo/ui';
import { useNavigate } from 'react-router';
import { useAppHomePath } from '../../data/home-path';
import { useRouteHandle } from '../../router/use-route-handle';
import { useServices, useSession, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { IconHourglass, IconTools } from '../../ui/icons';
import { StatusPage } from './status-page';

interface MiscContent {
  badge: string | 'maintenance' | 'soon';
  titleKey: TranslationKey;
  bodyKey: TranslationKey;
}

const CONTENT: Record<string, MiscContent> = {
  'not-authorized': {
    badge: '403',
    titleKey: 'portal.notAuthorizedTitle',
    bodyKey: 'portal.notAuthorizedBody',
  },
  'not-found': { badge: '404', titleKey: 'portal.notFoundTitle', bodyKey: 'portal.notFoundBody' },
  'under-maintenance': {
    badge: 'maintenance',
    titleKey: 'portal.maintenanceTitle',
    bodyKey: 'portal.maintenanceBody',
  },
  'coming-soon': { badge: 'soon', titleKey: 'portal.comingSoonTitle', bodyKey: 'portal.comingSoonBody' },
};

/** Where "go home" leads: the app for signed-in users of the full app, else the landing page. */
export function useHomePath(): string {
  const { config } = useServices();
  const { isLoggedIn } = useSession();
  const appHome = useAppHomePath();
  return isLoggedIn && !config.justLandingPage ? appHome : '/landing-page';
}

/** Not authorized, not found (the catch-all), under maintenance and coming soon. */
export function MiscPage() {
  const t = useT();
  const navigate = useNavigate();
  const home = useHomePath();
  const content = CONTENT[useRouteHandle()?.name ?? 'not-found'] ?? (CONTENT['not-found'] as MiscContent);
  const isCode = /^\d+$/.test(content.badge);
  const badge = isCode ? (
    content.badge
  ) : content.badge === 'maintenance' ? (
    <IconTools size={44} />
  ) : (
    <IconHourglass size={44} />
  );
  return (
    <StatusPage
      codeBadge={isCode}
      badge={badge}
      title={t(content.titleKey)}
      actions={
        <>
          <ButtonLink to={home}>{t('portal.goHome')}</ButtonLink>
          {isCode ? (
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              {t('common.back')}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t(content.bodyKey)}</p>
    </StatusPage>
  );
}
