import type { FacturoConfigInput } from '../runtime/core/config/config.types';

/**
 * The page configuration written as `data-*` attributes on the script tag:
 * `data-api-base`, `data-locale`, `data-theme`, `data-primary-color`, `data-environment`,
 * `data-captcha-provider` with `data-captcha-site-key`, `data-encryption-key` and `data-legal-base-url`.
 */
export function configFromDataset(dataset: Record<string, string | undefined>): FacturoConfigInput {
  const config: Record<string, unknown> = {};
  const copy = (from: string, to: string) => {
    const value = dataset[from];
    if (value !== undefined && value !== '') config[to] = value;
  };
  copy('apiBase', 'apiBaseUrl');
  copy('locale', 'locale');
  copy('theme', 'theme');
  copy('primaryColor', 'primaryColor');
  copy('environment', 'environment');
  copy('encryptionKey', 'encryptionKey');
  copy('legalBaseUrl', 'legalBaseUrl');
  if (dataset.captchaProvider) {
    config.captcha = {
      provider: dataset.captchaProvider,
      ...(dataset.captchaSiteKey ? { siteKey: dataset.captchaSiteKey } : {}),
    };
  }
  return config as FacturoConfigInput;
}
