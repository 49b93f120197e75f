import type { Translate } from '@facturo/sdk/i18n';
import { createContext, useContext } from 'react';

/**
 * What the kit's components need to speak the reader's language: the translate function of the app or
 * widget around them (for "(opcional)", "Reintentar", "Cargando…") and how that app words a failure.
 */
export interface UiTexts {
  readonly t: Translate;
  /** The text for a failure (an `ApiError`'s, or the generic one), in the current locale. */
  readonly describeError: (error: unknown) => string;
}

/**
 * Provides {@link UiTexts} to the kit's components: the widgets' `WidgetRoot` and the portal's app
 * root each provide their own. A new value on a locale change re-renders the texts.
 */
export const UiTextsContext = createContext<UiTexts | null>(null);

/**
 * The {@link UiTexts} of the app or widget around the caller.
 * @throws when nothing provides them, naming the fix.
 */
export function useUiTexts(): UiTexts {
  const texts = useContext(UiTextsContext);
  if (!texts) {
    throw new Error(
      '@facturo/ui: render the kit inside <UiTextsContext value={{ t, describeError }}> (the widgets’ WidgetRoot and the portal’s App provide it).',
    );
  }
  return texts;
}
