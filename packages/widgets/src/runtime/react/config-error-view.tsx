import type { ConfigError, Locale } from '@facturo/sdk/config';
import { Alert } from '@facturo/ui';
import { lightTheme } from '@facturo/ui/styles';
import { useEffect } from 'react';
import { resetRoot, root } from '../core/styles/widget-root.css';
import { useWidgetI18n } from './use-widget-i18n';
import { WidgetPending } from './widget-pending';

const reported = new Set<string>();

/**
 * What a widget shows when its configuration is invalid: a short, translated notice for the visitor,
 * and the full list of problems (what each field must hold) in the console for the developer.
 */
export function ConfigErrorView({
  name,
  error,
  locale,
}: {
  name: string;
  error: ConfigError;
  locale: Locale;
}) {
  const translations = useWidgetI18n(locale, 'en', undefined, []);
  useEffect(() => {
    const key = `${name}|${error.message}`;
    if (reported.has(key)) return;
    reported.add(key);
    console.error(`Facturo <facturo-${name}>: ${error.message}`);
  }, [name, error]);
  return (
    <div className={`${resetRoot} ${root} ${lightTheme}`} data-facturo-widget={name} lang={locale}>
      {translations.status === 'ready' ? (
        <Alert tone="danger" title={translations.t('widgets.configErrorTitle')}>
          {translations.t('widgets.configErrorBody')}
        </Alert>
      ) : (
        <WidgetPending status={translations.status} locale={locale} />
      )}
    </div>
  );
}
