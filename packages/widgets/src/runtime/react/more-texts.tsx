import type { CatalogueNamespace, Translate } from '@facturo/sdk/i18n';
import { UiTextsContext } from '@facturo/ui';
import { type ReactNode, useMemo } from 'react';
import { useWidgetI18n } from './use-widget-i18n';
import { useWidget, WidgetContext, type WidgetContextValue } from './widget-context';
import { WidgetPending } from './widget-pending';

/** Props of {@link MoreTexts}. */
export interface MoreTextsProps {
  /** The namespaces the part shows beyond its widget's own (e.g. `checkout` for the card form). */
  namespaces: readonly CatalogueNamespace[];
  children: ReactNode;
}

/**
 * Downloads the texts of `namespaces` for a part of a widget that borrows another widget's pieces
 * (the subscription manager's "add a card" shows the checkout's card form), so the widget's first
 * download does not carry them. Meanwhile it shows the pending bars. Inside, `t` answers the
 * widget's own keys (and its `translations` overrides) first and the borrowed ones after.
 */
export function MoreTexts({ namespaces, children }: MoreTextsProps) {
  const widget = useWidget();
  const more = useWidgetI18n(widget.config.locale, widget.config.fallbackLocale, undefined, namespaces);
  const extra = more.status === 'ready' ? more.t : null;
  const context = useMemo<WidgetContextValue | null>(() => {
    if (!extra) return null;
    // i18next answers a key it does not hold with the key itself: then the borrowed texts answer.
    const t: Translate = (key, values) => {
      const own = widget.t(key, values);
      return own === key ? extra(key, values) : own;
    };
    return { ...widget, t };
  }, [widget, extra]);
  if (!context) {
    return <WidgetPending status={more.status === 'failed' ? 'failed' : 'loading'} locale={widget.locale} />;
  }
  return (
    <WidgetContext value={context}>
      <UiTextsContext value={context}>{children}</UiTextsContext>
    </WidgetContext>
  );
}
