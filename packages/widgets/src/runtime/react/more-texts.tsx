import type { Locale } from '@facturo/sdk/config';
import type { CatalogueNamespace, I18n, Translate } from '@facturo/sdk/i18n';
import { UiTextsContext } from '@facturo/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useWidget, WidgetContext, type WidgetContextValue } from './widget-context';
import { WidgetPending } from './widget-pending';

/** Props of {@link MoreTexts}. */
export interface MoreTextsProps {
  /** The namespaces the part shows beyond its widget's own (e.g. `checkout` for the card form). */
  namespaces: readonly CatalogueNamespace[];
  children: ReactNode;
}

type Loaded = { key: string; t: Translate } | { key: string; failed: true } | null;

/**
 * Downloads `namespaces` in the widget's locale with the widget's own translation class: a lazily
 * loaded part that imported the sdk's i18n itself would make every widget's first download carry it
 * in a chunk of its own.
 */
async function loadTexts(
  widgetI18n: I18n,
  namespaces: readonly CatalogueNamespace[],
  locale: Locale,
  fallbackLocale: Locale,
): Promise<Translate> {
  const Class = widgetI18n.constructor as typeof I18n;
  const i18n = new Class({ namespaces, locale, fallbackLocale, document: null });
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
  const { i18n, locale, config } = widget;
  const key = `${locale}|${[...namespaces].sort().join(',')}`;
  const [loaded, setLoaded] = useState<Loaded>(null);
  // The key alone decides when to load (a new array of the same namespaces is the same texts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    loadTexts(i18n, namespaces, locale, config.fallbackLocale).then(
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
  }, [key, i18n]);
  const extra = loaded && 't' in loaded ? loaded.t : null;
  const context = useMemo<WidgetContextValue | null>(() => {
    if (!extra) return null;
    // i18next answers a key it does not hold with the key itself: then these texts answer.
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
