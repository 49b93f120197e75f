import type { Prefix, PrefixAlertCode } from '@facturo/sdk/schemas';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { formatDate, formatNumber } from '../../../ui/format';
import * as table from '../../../ui/page.css';
import * as styles from './tabs.css';

// Plain strings: plural keys are typed by their _one/_other forms only.
const ALERT_TEXT: Record<PrefixAlertCode, string> = {
  expires_within_30_days: 'portal.prefixAlert_expires_within_30_days',
  expires_within_10_days: 'portal.prefixAlert_expires_within_10_days',
  expired: 'portal.prefixAlert_expired',
  range_80_percent_used: 'portal.prefixAlert_range_80_percent_used',
  range_95_percent_used: 'portal.prefixAlert_range_95_percent_used',
  range_exhausted: 'portal.prefixAlert_range_exhausted',
};

/** The DIAN alert badges of one prefix (days to expiry, share of the range used). */
export function PrefixAlertBadges({ prefix }: { prefix: Prefix }) {
  const t = useT();
  return (
    <>
      {prefix.alerts.map((alert) => (
        <Badge key={alert.code} tone={alert.severity === 'critical' ? 'danger' : 'warning'}>
          {t(ALERT_TEXT[alert.code], {
            days: Math.abs(prefix.daysToExpiry),
            count: Math.abs(prefix.daysToExpiry),
            percent: prefix.usedPercent,
          })}
        </Badge>
      ))}
    </>
  );
}

/** Prefixes that need attention, each with its alerts and what to do about them. */
export function PrefixAlerts({ prefixes }: { prefixes: readonly Prefix[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {prefixes.map((prefix) => (
        <li key={prefix.id} className={styles.alertRow}>
          <span className={styles.prefixName}>{prefix.prefix}</span>
          <PrefixAlertBadges prefix={prefix} />
          <span className={table.muted}>
            {t('portal.prefixValidTo', { date: formatDate(prefix.validTo, locale) })} ·{' '}
            {t('portal.prefixRemaining', {
              count: prefix.remainingNumbers,
              number: formatNumber(prefix.remainingNumbers, locale),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
