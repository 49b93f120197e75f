import { isApiError, toApiError } from '@facturo/sdk/http';
import type { Translate } from '@facturo/sdk/i18n';

/**
 * The text to show for a failure, in the widget's locale. The page's shared HTTP client translates
 * errors in the page locale; a widget in another locale re-translates the same stable `code`
 * through the sdk's own rule (catalogue text, else the server's message, else the status text).
 */
export function describeError(error: unknown, i18n: { exists(key: string): boolean }, t: Translate): string {
  if (!isApiError(error)) return t('errors.unexpected_error');
  return toApiError(
    error.status,
    { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds },
    t,
    (key) => i18n.exists(key),
  ).message;
}
