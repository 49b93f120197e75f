import type { SessionResponse } from '@facturo/sdk/schemas';
import { useCallback, useMemo } from 'react';
import { navigateTo } from '../runtime/core/navigation';
import { useWidget } from '../runtime/react/widget-context';
import { type AuthApi, authApi } from './auth-api';

/** The accounts API for this widget and how a successful sign-in is finished. */
export interface Auth {
  api: AuthApi;
  /** Stores the session (shared by every widget on this API), announces it, and follows `redirectUrl`. */
  signIn(response: SessionResponse): void;
  /** Ends the session on the API and on the page, and announces it. */
  signOut(): Promise<void>;
}

/** The login widget's access to the accounts API (or to the demo routes, for `demo` widgets). */
export function useAuth(redirectUrl: string | undefined): Auth {
  const { connection, emit } = useWidget();
  const api = useMemo(() => authApi(connection.client), [connection]);

  const signIn = useCallback(
    (response: SessionResponse) => {
      connection.session.start({
        userData: response.userData,
        accessToken: response.accessToken,
        userAbilityRules: response.userAbilityRules,
      });
      emit('facturo-login', { user: response.userData });
      if (redirectUrl) navigateTo(redirectUrl);
    },
    [connection, emit, redirectUrl],
  );

  const signOut = useCallback(async () => {
    const user = connection.session.userData;
    try {
      await api.logout();
    } catch {
      // The page forgets the session either way; an expired refresh cookie is not the visitor's problem.
    }
    connection.session.clear();
    emit('facturo-logout', { user });
  }, [api, connection, emit]);

  return { api, signIn, signOut };
}
