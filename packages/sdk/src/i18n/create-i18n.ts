import { catalogues } from './catalogues';
import { I18n, type I18nOptions } from './i18n';

/**
 * Creates an {@link I18n} with every built-in catalogue already in memory (servers, tests and apps
 * that show many areas). Browser widgets use `createI18nFor` to download only what they show.
 * @example
 * const i18n = createI18n({ locale: 'es' });
 * i18n.t('errors.invalid_credentials'); // 'El correo o la contraseña no son correctos.'
 */
export function createI18n(options: Omit<I18nOptions, 'resources' | 'namespaces'> = {}): I18n {
  return new I18n({ ...options, resources: catalogues });
}
