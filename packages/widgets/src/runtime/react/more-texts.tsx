import type { Locale } from '@facturo/sdk/config';
import type { CatalogueNamespace, Translate } from '@facturo/sdk/i18n';
import { UiTextsContext } from '@facturo/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { CatalogueTranslator } from '../core/i18n/catalogue-translator';
import { useWidget, WidgetContext, type WidgetContextValue } from './widget-context';
import { WidgetPending } from './widget-pending';

/** Props of {@link MoreTexts}. */
export interface MoreTextsProps {
  /** The namespaces the part shows beyond its widget's own (e.g. `checkout` for the card form). */
  namespaces: readonly CatalogueNamespace[];
  children: ReactNode;
}

type Loaded = { key: string; t: Translate } | { key: string; failed: true } | null;

/** Downloads `namespaces` in the widget's locale (and the fallback's, for partial locales). */
async function loadTexts(
  namespaces: readonly CatalogueNamespace[],
  locale: Locale,
  fallbackLocale: Locale,
): Promise<Translate> {
  const i18n = new CatalogueTranslator({ namespaces, locale, fallbackLocale });
  await i18n.load();
  return i18n.t;
}

/**
 * Downloads the texts of `namespaces` for a lazily loaded part of a widget (the subscription manager's
 * payment methods, its "add a card" with the checkout's card form), so the widget's first download does
 * not carry them. Meanwhile it shows the pending bars. Inside, `t` answers the widget's own keys (and
 * its `translations` overrides) first and these after.
 */
export function MoreTexts({ namespaces, children }: MoreTextsProps) {
  const widget = useWidget();
  const { locale, config } = widget;
  const key = `${locale}|${[...namespaces].sort().join(',')}`;
  const [loaded, setLoaded] = useState<Loaded>(null);
  // The key alone decides when to load (a new array of the same namespaces is the same texts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    loadTexts(namespaces, locale, config.fallbackLocale).then(
      (t) => {
        if (!cancelled) setLoaded({ key, t });
      },
      (error: unknown) => {
        console.error('Facturo: the widget texts could not be downloaded.', error);
        if (!cancelled) setLoaded({ key, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  const extra = loaded && 't' in loaded ? loaded.t : null;
  const context = useMemo<WidgetContextValue | null>(() => {
    if (!extra) return null;
    // The widget's translator answers a key it does not hold with the key itself: then these texts answer.
    const t: Translate = (textKey, values) => {
      const own = widget.t(textKey, values);
      return own === textKey ? extra(textKey, values) : own;
    };
    return { ...widget, t };
  }, [widget, extra]);
  if (!context) {
    return <WidgetPending status={loaded && 'failed' in loaded ? 'failed' : 'loading'} locale={locale} />;
  }
  return (
    <WidgetContext value={context}>
      <UiTextsContext value={context}>{children}</UiTextsContext>
    </WidgetContext>
  );
}
