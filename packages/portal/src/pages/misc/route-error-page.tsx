import { Button } from '@facturo/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../services/services-context';
import { IconAlertTriangle } from '../../ui/icons';
import { StatusPage } from './status-page';

/**
 * What a page shows when its code cannot load (a new deployment replaced the chunk, the network
 * dropped) or it throws while rendering: a translated explanation and a reload, never a blank page.
 */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content">
      <StatusPage
        codeBadge={notFound}
        badge={notFound ? '404' : <IconAlertTriangle size={44} />}
        title={t(notFound ? 'portal.notFoundTitle' : 'portal.errorTitle')}
        actions={
          <>
            <Button onClick={() => globalThis.location.reload()}>{t('portal.reload')}</Button>
            <a href="/landing-page">{t('portal.goHome')}</a>
          </>
        }
      >
        <p>{t(notFound ? 'portal.notFoundBody' : 'portal.errorBody')}</p>
      </StatusPage>
    </main>
  );
}
