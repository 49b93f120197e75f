import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { PortalServices } from '../services/portal-services';
import { ServicesContext } from '../services/services-context';
import { PortalUiTexts } from './portal-ui-texts';

/** The mounted portal: services, the shared kit's texts, the data cache and the router. */
export function App({
  services,
  router,
}: {
  services: PortalServices;
  router: Parameters<typeof RouterProvider>[0]['router'];
}) {
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
