import type { Locale } from '@facturo/sdk/config';
import type { Translate } from '@facturo/sdk/i18n';
import type { PreferencesSnapshot } from '@facturo/sdk/portal';
import type { SessionSnapshot } from '@facturo/sdk/session';
import { useSdkStore } from '@facturo/widgets';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PortalServices } from './portal-services';

/** The portal's services; provided once by the app root. */
export const ServicesContext = createContext<PortalServices | null>(null);

/**
 * The portal's services.
 * @throws when used outside the app root (a test must wrap what it renders in `ServicesContext`).
 */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services)
    throw new Error('useServices: render inside <ServicesContext value={services}> (see src/app/app.tsx).');
  return services;
}

/** The current locale; re-renders the caller when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useServices();
  const read = () => i18n.locale;
  return useSyncExternalStore(i18n.subscribe, read, read);
}

/** The translate function in the current locale; re-renders the caller when the language changes. */
export function useT(): Translate {
  useLocale();
  return useServices().i18n.t;
}

/** The session, re-rendering on login, logout and refresh. */
export function useSession(): SessionSnapshot {
  return useSdkStore(useServices().session);
}

/**
 * The signed-in user's permissions; re-renders the caller whenever the session's rules change (a
 * login, a purchase that made the user an owner, the start-up refresh of rules kept in storage), so
 * a form or button never stays locked by rules the server no longer sends.
 */
export function useAbility(): PortalServices['ability'] {
  const { ability } = useServices();
  // Changes when the session's rules do, and when CASL arrives after the first render.
  useSyncExternalStore(ability.subscribe, ability.getSnapshot, ability.getSnapshot);
  return ability;
}

/** The preferences (theme, layout, language…), re-rendering when any changes. */
export function usePreferences(): PreferencesSnapshot {
  return useSdkStore(useServices().preferences);
}
