import type { Locale } from '@facturo/sdk/config';
import { createI18n, type TranslationKey } from '@facturo/sdk/i18n';
import { Button } from '@facturo/ui';
import { darkTheme, lightTheme } from '@facturo/ui/styles';
import type { Root } from 'react-dom/client';
import { IconAlertTriangle } from '../ui/icons';
import { guessLocale } from './guess-locale';
import type { StartupFailureReason } from './load-config';
import * as styles from './startup-error-page.css';

const REASON_TEXT: Record<StartupFailureReason, TranslationKey> = {
  config_unreachable: 'portal.startupConfigUnreachable',
  config_invalid: 'portal.startupConfigInvalid',
  unexpected: 'portal.startupUnexpected',
};

/**
 * What the visitor sees when the portal cannot start (configuration missing or invalid, or an
 * unexpected failure): a translated explanation and a retry, never a blank page. The technical
 * details go to the console for whoever runs the deployment.
 */
export function StartupErrorPage({
  reason,
  locale = guessLocale(),
}: {
  reason: StartupFailureReason;
  locale?: Locale;
}) {
  const i18n = createI18n({ locale });
  const { t } = i18n;
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <span className={styles.icon} aria-hidden="true">
          <IconAlertTriangle size={28} />
        </span>
        <h1 className={styles.title}>{t('portal.startupTitle')}</h1>
        <p className={styles.body}>{t(REASON_TEXT[reason])}</p>
        <Button onClick={() => globalThis.location.reload()}>{t('common.retry')}</Button>
      </div>
    </main>
  );
}

/** Shows the start-up error page in `root`, in the system's light or dark scheme. */
export function showStartupError(root: Root, reason: StartupFailureReason): void {
  const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  document.documentElement.classList.add(dark ? darkTheme : lightTheme);
  root.render(<StartupErrorPage reason={reason} />);
}
