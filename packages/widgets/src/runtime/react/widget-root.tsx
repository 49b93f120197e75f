import { UiTextsContext } from '@facturo/ui';
import { darkTheme, lightTheme } from '@facturo/ui/styles';
import { type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ResolvedWidgetConfig, WidgetBaseProps } from '../core/config/config.types';
import { pageConfig } from '../core/config/config-store';
import { addDemoRoutes, getClientConnection } from '../core/connection/client-connection';
import type { DemoRoutesLoader } from '../core/connection/demo-connection-transport';
import { dispatchFacturoEvent } from '../core/events/dispatch-event';
import { callbackName } from '../core/events/event-names';
import { isWidgetLocale } from '../core/i18n/catalogue-translator';
import { describeError } from '../core/i18n/describe-error';
import { adoptStyleSheet, hasRegisteredCss } from '../core/styles/css-registry';
import { resetRoot, root } from '../core/styles/widget-root.css';
import { type WidgetFrame, type WidgetScopes, widgetName } from '../core/widget-frame';
import { ConfigErrorView } from './config-error-view';
import { ElementHostContext } from './host-context';
import { primaryColorStyle } from './primary-color';
import { useColorScheme } from './use-color-scheme';
import { useSdkStore } from './use-sdk-store';
import { useWidgetConfig } from './use-widget-config';
import { useWidgetI18n } from './use-widget-i18n';
import { type Emit, WidgetContext, type WidgetContextValue } from './widget-context';
import { WidgetPending } from './widget-pending';

const NO_SCOPES: WidgetScopes = {};

/** Props of {@link WidgetRoot}. */
export interface WidgetRootProps {
  /** The widget's tag, texts and token scopes: the frame part of its spec (`pricingTableFrame`). */
  frame: WidgetFrame;
  /** The widget's own props: the base attributes and its event callbacks (`onPlanSelect`, …). */
  props: WidgetBaseProps & object;
  /**
   * Starts the widget's first requests as soon as its configuration is known, while its texts may
   * still be downloading (e.g. `queryCache.prefetch` of the data it shows first).
   */
  prefetch?: (context: WidgetPrefetchContext) => void;
  /**
   * The demo answers of the endpoints the widget calls (a lazy import of its `*.demo.ts`), used
   * only when the widget is a `demo`: they are downloaded then, and never otherwise.
   */
  demoRoutes?: DemoRoutesLoader;
  children: ReactNode;
}

/** What {@link WidgetRootProps.prefetch} gets: the parts of the widget context known before its texts. */
export type WidgetPrefetchContext = Pick<WidgetContextValue, 'config' | 'demo' | 'connection'>;

/**
 * The frame every widget renders in: resolves configuration and translations, applies the theme
 * (light, dark, system followed live, primary colour), isolates inherited styles, adopts the widgets'
 * stylesheet and provides {@link useWidget}. Changing locale, theme or colour re-renders in place;
 * children keep their state.
 */
export function WidgetRoot({ frame, props, prefetch, demoRoutes, children }: WidgetRootProps) {
  const name = widgetName(frame.tag);
  const page = useSdkStore(pageConfig);
  const resolved = useWidgetConfig(name, page, props);
  const locale = isWidgetLocale(props.locale) ? props.locale : 'es';
  if (resolved.ok === 'pending' || resolved.ok === 'failed') {
    return (
      <div className={`${resetRoot} ${root} ${lightTheme}`} data-facturo-widget={name} lang={locale}>
        <WidgetPending status={resolved.ok === 'failed' ? 'failed' : 'loading'} locale={locale} />
      </div>
    );
  }
  if (!resolved.ok) return <ConfigErrorView name={name} error={resolved.error} locale={locale} />;
  return (
    <ResolvedWidgetRoot
      frame={frame}
      props={props}
      prefetch={prefetch}
      demoRoutes={demoRoutes}
      value={resolved.value}
    >
      {children}
    </ResolvedWidgetRoot>
  );
}

function ResolvedWidgetRoot({
  frame,
  props,
  prefetch,
  demoRoutes,
  value,
  children,
}: WidgetRootProps & { value: ResolvedWidgetConfig }) {
  const name = widgetName(frame.tag);
  const { config, theme, primaryColor, demo } = value;
  const host = useContext(ElementHostContext);
  const rootRef = useRef<HTMLDivElement>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  const latestPrefetch = useRef(prefetch);
  latestPrefetch.current = prefetch;
  const connection = useMemo(() => {
    const made = getClientConnection(config, demo);
    if (demo && demoRoutes) addDemoRoutes(made, demoRoutes);
    return made;
  }, [demo, config, demoRoutes]);
  // The first requests go out with the texts, not after them.
  useEffect(() => latestPrefetch.current?.({ config, demo, connection }), [config, demo, connection]);
  const translations = useWidgetI18n(
    config.locale,
    config.fallbackLocale,
    props.translations,
    frame.namespaces,
  );
  const i18n = translations.status === 'ready' ? translations.i18n : null;
  const t = translations.status === 'ready' ? translations.t : null;
  const scheme = useColorScheme(theme);

  useLayoutEffect(() => {
    const rootNode = rootRef.current?.getRootNode();
    // Custom elements adopt in their constructor; React hosts get the sheet on their document.
    if (rootNode && hasRegisteredCss() && 'adoptedStyleSheets' in rootNode) {
      adoptStyleSheet(rootNode as Document | ShadowRoot);
    }
  }, []);

  const emit = useCallback<Emit>(
    (eventName, detail, options) => {
      const target = host ?? rootRef.current;
      if (!target) return true;
      const event = dispatchFacturoEvent(target, eventName, detail, options);
      const callback = (latestProps.current as Record<string, unknown>)[callbackName(eventName)];
      if (typeof callback === 'function') callback(event);
      return !event.defaultPrevented;
    },
    [host],
  );

  const context = useMemo<WidgetContextValue | null>(
    () =>
      i18n && t
        ? {
            name,
            config,
            locale: config.locale,
            i18n,
            t,
            theme,
            scheme,
            demo,
            scopes: frame.scopes ?? NO_SCOPES,
            connection,
            emit,
            describeError: (error) => describeError(error, i18n, t),
            host,
          }
        : null,
    [name, config, i18n, t, theme, scheme, demo, frame.scopes, connection, emit, host],
  );

  return (
    <div
      ref={rootRef}
      className={`${resetRoot} ${root} ${scheme === 'dark' ? darkTheme : lightTheme}`}
      data-facturo-widget={name}
      data-theme={scheme}
      lang={config.locale}
      // The locale the texts are in right now: it trails `lang` while a new catalogue downloads.
      data-text-locale={i18n?.locale ?? ''}
      dir={config.locale === 'ar' ? 'rtl' : 'ltr'}
      style={primaryColorStyle(primaryColor)}
    >
      {context ? (
        <WidgetContext value={context}>
          {/* The shared kit's texts ("opcional", "Intentar de nuevo") and failures, in the widget's words. */}
          <UiTextsContext value={context}>{children}</UiTextsContext>
        </WidgetContext>
      ) : (
        <WidgetPending
          status={translations.status === 'failed' ? 'failed' : 'loading'}
          locale={config.locale}
        />
      )}
    </div>
  );
}
