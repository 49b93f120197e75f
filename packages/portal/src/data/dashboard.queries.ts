import { getDashboard } from '@facturo/sdk/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

// Query keys of the dashboard.
const dashboardKeys = {
  organization: (organizationId: string) => ['dashboard', organizationId] as const,
};

/** An organization's dashboard: usage and spending by month, upcoming charges, this period's usage. */
export function useDashboard(organizationId: string | undefined) {
  const { client } = useServices();
  return useQuery({
    queryKey: dashboardKeys.organization(organizationId ?? ''),
    queryFn: () => client.call(getDashboard, { params: { organizationId: organizationId ?? '' } }),
    enabled: Boolean(organizationId),
  });
}
