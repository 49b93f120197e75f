import { logout } from '@facturo/sdk/endpoints';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../services/services-context';

/**
 * Logs out: revokes the session on the API (best effort: an expired refresh cookie is not the
 * visitor's problem), forgets it here and in the widgets, drops cached data, and goes to the
 * landing page (landing-only) or the login.
 */
export function useLogout(): () => Promise<void> {
  const { client, session, queryClient, config, currentOrganization } = useServices();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await client.call(logout);
    } catch {
      // Logged out here either way.
    }
    session.clear();
    currentOrganization.set(null);
    queryClient.clear();
    await navigate(config.justLandingPage ? '/landing-page' : '/login', { replace: true });
  }, [client, session, queryClient, config.justLandingPage, currentOrganization, navigate]);
}
