import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { followWidgetBillingChanges } from '../data/billing.queries';
import type { PortalServices } from '../services/portal-services';
import { ServicesContext } from '../services/services-context';
import { PortalUiTexts } from './portal-ui-texts';

/**
 * What every page of the portal renders inside: services, the shared kit's texts and the data cache
 * (kept in step with the widgets' billing changes). The browser puts the router in it, the build's
 * prerender its static router, so both render the same tree and the prerendered HTML hydrates.
 */
export function PortalProviders({ services, children }: { services: PortalServices; children: ReactNode }) {
  useEffect(() => followWidgetBillingChanges(services.queryClient), [services.queryClient]);
  return (
    <ServicesContext value={services}>
      <PortalUiTexts>
        <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
      </PortalUiTexts>
    </ServicesContext>
  );
}

/**
 * The mounted portal: {@link PortalProviders} around the router. Once it has mounted (for a prerendered
 * page: hydrated, so its buttons work) it marks `<html data-portal="ready">`, which browser tests wait for
 * before they click.
 */
export function App({
  services,
  router,
}: {
  services: PortalServices;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  useEffect(() => {
    document.documentElement.dataset.portal = 'ready';
  }, []);
  return (
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
