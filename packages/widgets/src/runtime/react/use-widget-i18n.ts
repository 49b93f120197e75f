import type { Locale } from '@facturo/sdk/config';
import type { CatalogueNamespace, Translate } from '@facturo/sdk/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CatalogueTranslator } from '../core/i18n/catalogue-translator';
import { LATER_NAMESPACES, widgetTextNamespaces } from '../core/i18n/text-namespaces';
import { translateWithOverrides } from '../core/i18n/translate-with-overrides';
import type { TranslationOverrides } from '../core/i18n/translation-overrides';

// Partners often pass a fresh object literal on every render; compare by content, not identity.
function useStableOverrides(overrides: TranslationOverrides | undefined): TranslationOverrides | undefined {
  const previous = useRef<{ key: string; value: TranslationOverrides | undefined }>({
    key: '',
    value: undefined,
  });
  const key = overrides ? JSON.stringify(overrides) : '';
  if (previous.current.key !== key) previous.current = { key, value: overrides };
  return previous.current.value;
}

/** A widget's translations: its translator and its `t` with the widget's overrides applied. */
export interface WidgetI18n {
  i18n: CatalogueTranslator;
  t: Translate;
}

/** Where a widget's translations stand. */
export type WidgetI18nState =
  | { status: 'loading' }
  | { status: 'failed' }
  | ({ status: 'ready' } & WidgetI18n);

// Resolves once the translator's locale is loaded (the sdk's `createI18nFor`, for the widgets' translator).
async function createTranslator(
  namespaces: readonly CatalogueNamespace[],
  locale: Locale,
  fallbackLocale: Locale,
): Promise<CatalogueTranslator> {
  const i18n = new CatalogueTranslator({ namespaces, later: LATER_NAMESPACES, locale, fallbackLocale });
  await i18n.load();
  return i18n;
}

/**
 * One translator per widget, in the widget's own locale, holding only the namespaces the
 * widget shows (the catalogues arrive as small chunks, so a page never downloads every text of the
 * product). The page's `<html lang>` is never touched (`document: null`): a widget is a guest on the
 * partner's page. On a locale change the previous texts stay until the new ones have arrived, so
 * nothing flashes and nothing the user typed is lost.
 */
export function useWidgetI18n(
  locale: Locale,
  fallbackLocale: Locale,
  overrides: TranslationOverrides | undefined,
  namespaces: readonly CatalogueNamespace[],
): WidgetI18nState {
  const stableOverrides = useStableOverrides(overrides);
  const wanted = widgetTextNamespaces(namespaces);
  const key = `${locale}|${fallbackLocale}|${wanted.join(',')}`;
  // Texts another widget (or a server render's preload) already downloaded are used at once.
  const [state, setState] = useState<{ key: string; i18n: CatalogueTranslator | null } | null>(() => {
    const i18n = new CatalogueTranslator({
      namespaces: wanted,
      later: LATER_NAMESPACES,
      locale,
      fallbackLocale,
    });
    return i18n.isLoaded() ? { key, i18n } : null;
  });

  // `state` only short-circuits the first run; the key alone decides when to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (state?.key === key && state.i18n) return;
    let cancelled = false;
    const [nextLocale, nextFallback, list] = key.split('|') as [Locale, Locale, string];
    createTranslator(list.split(',') as CatalogueNamespace[], nextLocale, nextFallback).then(
      (i18n) => {
        if (!cancelled) setState({ key, i18n });
      },
      (error: unknown) => {
        console.error('Facturo: the widget texts could not be downloaded.', error);
        if (!cancelled) setState({ key, i18n: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  // The error messages arrive after the first paint: a new translator then re-renders the widget, so
  // a failure shown meanwhile gets its worded message.
  const shown = state?.key === key ? state.i18n : null;
  useEffect(() => {
    if (!shown || shown.isComplete()) return;
    let cancelled = false;
    shown.loadLater().then(
      () => {
        if (!cancelled) setState({ key, i18n: shown.copy() });
      },
      (error: unknown) => console.error('Facturo: the error messages could not be downloaded.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [shown, key]);

  const i18n = state?.i18n ?? null;
  const t = useMemo(
    () => (i18n ? translateWithOverrides(i18n, stableOverrides) : null),
    [i18n, stableOverrides],
  );
  if (i18n && t) return { status: 'ready', i18n, t };
  return state && state.key === key && !state.i18n ? { status: 'failed' } : { status: 'loading' };
}
