import { parseCommonConfig } from '@facturo/sdk/config';
import type { FacturoConfigInput } from './config.types';
import { pageConfig } from './config-store';
import { loadedFullConfigResolver, loadFullConfigResolver } from './full-config-resolver';
import { mergeWidgetConfig } from './merge-widget-config';

/**
 * `configure` for an app that must not download the schema validator (zod) before its first page:
 * the same checks and the same errors, but a usual configuration is checked by hand
 * (`parseCommonConfig`) and only one it cannot decide waits for the sdk's `parseConfig` to download.
 * The change is applied before the promise is returned whenever no download is needed (the hand-written
 * check decides, or the full parser is already in), so successive calls apply in order. The portal
 * configures the widgets with it; `configure` stays synchronous for the pages that call it.
 * @throws {ConfigError} (the promise rejects) listing every invalid field, before anything changes.
 * @example await configureAsync({ apiBaseUrl: 'https://api.facturo.co/api/v1', locale: 'es' });
 */
export async function configureAsync(changes: FacturoConfigInput): Promise<void> {
  const merged = { ...pageConfig.getSnapshot(), ...changes };
  const result =
    mergeWidgetConfig(merged, {}, parseCommonConfig) ??
    (loadedFullConfigResolver() ?? (await loadFullConfigResolver()))(merged, {});
  if (!result.ok) throw result.error;
  pageConfig.configure(changes);
}
