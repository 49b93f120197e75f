import { formatCOP } from '@facturo/sdk/co';
import type { Dashboard } from '@facturo/sdk/schemas';
import { useLocale, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import { formatMonth, formatNumber } from '../../../ui/format';
import { ColumnChart } from './column-chart';
import * as styles from './dashboard.css';

/**
 * Pesos for a chart's axis, short enough for a phone: `$ 2 M`, `$ 250 mil`, `$ 900` in Spanish;
 * `COP 2M`, `COP 250K` in English.
 */
function compactCOP(value: number, locale: string): string {
  if (locale !== 'es') {
    return new Intl.NumberFormat('en-CO', {
      notation: 'compact',
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 1,
    }).format(value);
  }
  const decimal = (amount: number) =>
    new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(amount);
  if (Math.abs(value) >= 1_000_000) return `$\u00a0${decimal(value / 1_000_000)}\u00a0M`;
  if (Math.abs(value) >= 1_000) return `$\u00a0${decimal(value / 1_000)}\u00a0mil`;
  return formatCOP(value, locale);
}

/** The month with the highest value (the first of equals), for the charts' spoken summary. */
function peak<T extends { month: string }>(months: readonly T[], value: (month: T) => number) {
  return months.reduce<T | undefined>(
    (best, month) => (!best || value(month) > value(best) ? month : best),
    undefined,
  );
}

/**
 * The dashboard's two charts over the last 12 months: documents used against the plans' limit, and
 * spending (paid invoices less credit notes), each with its table equivalent.
 */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const money = (value: number) => formatCOP(value, locale);
  const toggle = { showTable: t('portal.showAsTable'), showChart: t('portal.showAsChart') };
  const usedTotal = dashboard.usage.reduce((sum, month) => sum + month.documentsUsed, 0);
  const usagePeak = peak(dashboard.usage, (month) => month.documentsUsed);
  const spentTotal = dashboard.spending.reduce((sum, month) => sum + month.net, 0);
  const spendingPeak = peak(dashboard.spending, (month) => month.net);
  return (
    <div className={styles.charts}>
      <Card title={t('portal.usageChartTitle')} subtitle={t('portal.lastTwelveMonths')}>
        <ColumnChart
          title={t('portal.usageChartTitle')}
          columns={dashboard.usage.map((month) => ({
            key: month.month,
            label: formatMonth(month.month, locale),
            shortLabel: formatMonth(month.month, locale, 'short'),
            value: month.documentsUsed,
            limit: month.documentsIncluded,
          }))}
          format={number}
          headers={{
            column: t('portal.chartMonth'),
            value: t('portal.chartDocumentsUsed'),
            limit: t('portal.chartDocumentsIncluded'),
          }}
          legend={{
            value: t('portal.chartDocumentsUsed'),
            over: t('portal.usageLegendOver'),
            limit: t('portal.chartDocumentsIncluded'),
          }}
          summary={
            usedTotal > 0 && usagePeak
              ? t('portal.usageSummary', {
                  total: number(usedTotal),
                  month: formatMonth(usagePeak.month, locale),
                  max: number(usagePeak.documentsUsed),
                })
              : t('portal.usageSummaryEmpty')
          }
          toggle={toggle}
        />
      </Card>
      <Card title={t('portal.spendingChartTitle')} subtitle={t('portal.lastTwelveMonths')}>
        <ColumnChart
          title={t('portal.spendingChartTitle')}
          columns={dashboard.spending.map((month) => ({
            key: month.month,
            label: formatMonth(month.month, locale),
            shortLabel: formatMonth(month.month, locale, 'short'),
            value: month.net,
          }))}
          format={money}
          formatAxis={(value) => compactCOP(value, locale)}
          headers={{ column: t('portal.chartMonth'), value: t('portal.chartSpending') }}
          legend={{ value: t('portal.spendingLegend') }}
          summary={
            spendingPeak && spendingPeak.net > 0
              ? t('portal.spendingSummary', {
                  total: money(spentTotal),
                  month: formatMonth(spendingPeak.month, locale),
                  max: money(spendingPeak.net),
                })
              : t('portal.spendingSummaryEmpty')
          }
          toggle={toggle}
        />
      </Card>
    </div>
  );
}
