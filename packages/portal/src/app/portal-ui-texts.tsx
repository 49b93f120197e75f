import { isApiError } from '@facturo/sdk/http';
import { type UiTexts, UiTextsContext } from '@facturo/ui';
import { type ReactNode, useMemo } from 'react';
import { useLocale, useT } from '../services/services-context';

/**
 * Gives the shared kit (`@facturo/ui`) the portal's words: its translate function and how it words a
 * failure (the API's own message, else "try again later").
 */
export function PortalUiTexts({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is one function for every locale; a new value per locale re-renders the kit's texts.
  const texts = useMemo<UiTexts>(
    () => ({
      t,
      describeError: (error) => (isApiError(error) ? error.message : t('errors.try_again_later')),
    }),
    [t, locale],
  );
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}
