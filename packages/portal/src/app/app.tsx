import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { followWidgetBillingChanges } from '../data/billing.queries';
import type { PortalServices } from '../services/portal-services';
import { ServicesContext } from '../services/services-context';
import { PortalUiTexts } from './portal-ui-texts';

/**
 * The mounted portal: services, the shared kit's texts, the data cache (kept in step with the
 * widgets' billing changes) and the router.
 */
export function App({
  services,
  router,
}: {
  services: PortalServices;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
  useEffect(() => followWidgetBillingChanges(services.queryClient), [services.queryClient]);
  return (
    <ServicesContext value={services}>
      <PortalUiTexts>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PortalUiTexts>
    </ServicesContext>
  );
}
