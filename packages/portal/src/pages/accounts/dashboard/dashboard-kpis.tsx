import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { Dashboard } from '@facturo/sdk/schemas';
import { visuallyHidden } from '@facturo/ui/styles';
import { useLocale, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import { formatDate, formatNumber } from '../../../ui/format';
import * as styles from './dashboard.css';

/** The earliest upcoming date and every charge due on it (a unified billing day charges several). */
function nextCharges(charges: Dashboard['upcomingCharges']) {
  const date = charges[0]?.date;
  return date ? charges.filter((charge) => charge.date === date) : [];
}

/**
 * The three figures an owner looks for first: this period's plan documents used against those
 * included, the next charge (date, amount, plan) and the year's spending.
 */
export function DashboardKpis({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const used = dashboard.planUsage.reduce((sum, plan) => sum + plan.documentsUsed, 0);
  const included = dashboard.planUsage.reduce((sum, plan) => sum + plan.documentsIncluded, 0);
  const extra = dashboard.planUsage.reduce(
    (sum, plan) => sum + Math.max(0, plan.documentsUsed - plan.documentsIncluded),
    0,
  );
  const period = dashboard.planUsage.length === 1 ? dashboard.planUsage[0] : undefined;
  const next = nextCharges(dashboard.upcomingCharges);
  const first = next[0];
  const share = included > 0 ? Math.min(100, Math.round((used / included) * 100)) : 0;
  return (
    <div className={styles.kpis}>
      <Card>
        <h2 className={styles.kpiLabel}>{t('portal.kpiDocumentsTitle')}</h2>
        {dashboard.planUsage.length > 0 ? (
          <>
            <p className={styles.kpiValue}>
              {t('portal.kpiDocumentsValue', {
                used: formatNumber(used, locale),
                included: formatNumber(included, locale),
              })}
            </p>
            {/* The native meter speaks the share; the bar after it is what sighted readers see. */}
            <meter
              className={visuallyHidden}
              aria-label={t('portal.kpiDocumentsTitle')}
              min={0}
              max={included}
              value={Math.min(used, included)}
            />
            <span className={styles.meter} aria-hidden="true">
              <span
                className={used > included ? styles.meterFillOver : styles.meterFill}
                style={{ width: `${share}%` }}
              />
            </span>
            {period?.cycleStart && period.cycleEnd ? (
              <p className={styles.kpiNote}>
                {t('portal.kpiDocumentsPeriod', {
                  start: formatDate(period.cycleStart, locale),
                  end: formatDate(period.cycleEnd, locale),
                })}
              </p>
            ) : null}
            {extra > 0 ? (
              <p className={styles.kpiNote}>{t('portal.kpiDocumentsExtra', { count: extra })}</p>
            ) : null}
          </>
        ) : (
          <p className={styles.kpiNote}>{t('portal.kpiDocumentsNone')}</p>
        )}
      </Card>
      <Card>
        <h2 className={styles.kpiLabel}>{t('portal.kpiNextChargeTitle')}</h2>
        {first ? (
          <>
            <p className={styles.kpiValue}>
              {formatCOP(
                next.reduce((sum, charge) => sum + charge.amount, 0),
                locale,
              )}
            </p>
            <p className={styles.kpiNote}>
              {t('portal.kpiNextChargeWhen', {
                date: formatDate(first.date, locale),
                plan:
                  next.length === 1
                    ? localizedText(first.planName, locale)
                    : t('portal.kpiNextChargePlans', { count: next.length }),
              })}
            </p>
          </>
        ) : (
          <p className={styles.kpiNote}>{t('portal.kpiNextChargeNone')}</p>
        )}
      </Card>
      <Card>
        <h2 className={styles.kpiLabel}>{t('portal.kpiSpendingTitle')}</h2>
        <p className={styles.kpiValue}>{formatCOP(dashboard.spendingYearToDate, locale)}</p>
        <p className={styles.kpiNote}>
          {t('portal.kpiSpendingYear', { year: dashboard.currentMonth.slice(0, 4) })}
        </p>
      </Card>
    </div>
  );
}
