import { parseCommonConfig } from '@facturo/sdk/config';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FacturoConfigInput, WidgetBaseProps } from '../core/config/config.types';
import {
  type FullConfigResolver,
  loadedFullConfigResolver,
  loadFullConfigResolver,
} from '../core/config/full-config-resolver';
import {
  checkCosmeticAttributes,
  mergeWidgetConfig,
  type WidgetConfigResult,
} from '../core/config/merge-widget-config';

/** Where a widget's configuration stands. */
export type WidgetConfigState = WidgetConfigResult | { ok: 'pending' } | { ok: 'failed' };

/**
 * The widget's configuration: its attributes over the page configuration, validated. Usual
 * configurations are checked by hand (`parseCommonConfig`), so the widget does not wait for the
 * schema validator; anything else waits for the sdk's `parseConfig` to download. A `theme`,
 * `primary-color` or `locale` attribute the widget cannot use is left out with a console warning.
 * While a changed configuration is being checked, the previous usable one stays, so nothing
 * the visitor typed is lost.
 */
export function useWidgetConfig(
  name: string,
  page: FacturoConfigInput,
  props: WidgetBaseProps,
): WidgetConfigState {
  const { apiBase, locale, theme, primaryColor, demo } = props;
  const [full, setFull] = useState<FullConfigResolver | undefined>(loadedFullConfigResolver);
  const [failed, setFailed] = useState(false);
  const checked = useMemo(
    () => checkCosmeticAttributes({ apiBase, locale, theme, primaryColor, demo }),
    [apiBase, locale, theme, primaryColor, demo],
  );
  const result = useMemo(
    () => (full ? full(page, checked.props) : mergeWidgetConfig(page, checked.props, parseCommonConfig)),
    [page, checked, full],
  );
  const lastUsable = useRef<WidgetConfigResult | undefined>(undefined);
  if (result?.ok) lastUsable.current = result;

  useEffect(() => {
    if (result || full) return;
    let cancelled = false;
    loadFullConfigResolver().then(
      (resolver) => {
        if (!cancelled) setFull(() => resolver);
      },
      (error: unknown) => {
        console.error('Facturo: the configuration checker could not be downloaded.', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [result, full]);

  // Once per unusable value, however often the widget re-renders with it.
  const warned = useRef(new Set<string>());
  useEffect(() => {
    for (const { attribute, value, expected } of checked.ignored) {
      if (warned.current.has(`${attribute}=${value}`)) continue;
      warned.current.add(`${attribute}=${value}`);
      console.warn(
        `Facturo <facturo-${name}>: ignored ${attribute}="${value}" (expected ${expected}); the page's setting or the default applies instead.`,
      );
    }
  }, [checked, name]);

  if (result) return result;
  if (lastUsable.current) return lastUsable.current;
  return failed ? { ok: 'failed' } : { ok: 'pending' };
}
