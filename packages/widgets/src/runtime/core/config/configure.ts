import type { FacturoConfigInput } from './config.types';
import { pageConfig } from './config-store';
import { resolveWidgetConfig } from './resolve-widget-config';

/**
 * Sets the page-wide configuration every widget starts from; later calls merge over earlier ones and
 * mounted widgets re-render in place. Element attributes still win over it.
 * @throws {ConfigError} listing every invalid field, before anything changes.
 * @example configure({ apiBaseUrl: 'https://api.facturo.co/api/v1', locale: 'es', theme: 'dark' });
 */
export function configure(changes: FacturoConfigInput): void {
  const merged = { ...pageConfig.getSnapshot(), ...changes };
  const result = resolveWidgetConfig(merged, {});
  if (!result.ok) throw result.error;
  pageConfig.configure(changes);
}
