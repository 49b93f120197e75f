import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { Dashboard } from '@facturo/sdk/schemas';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { cellClass, DataTable } from '../../../ui/data-table';
import { formatShortDate } from '../../../ui/format';

/** Every upcoming charge, the earliest first: date, plan (and why it differs), amount with IVA. */
export function UpcomingChargesCard({ charges }: { charges: Dashboard['upcomingCharges'] }) {
  const t = useT();
  const locale = useLocale();
  if (charges.length === 0) return null;
  return (
    <Card title={t('portal.upcomingChargesTitle')}>
      <DataTable
        columns={[
          { label: t('portal.upcomingDate') },
          { label: t('portal.upcomingPlan') },
          { label: t('portal.upcomingAmount'), numeric: true },
        ]}
      >
        {charges.map((charge) => (
          <tr key={charge.subscriptionId}>
            <td className={cellClass()}>{formatShortDate(charge.date, locale)}</td>
            <td className={cellClass()}>
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                {localizedText(charge.planName, locale)}
                {charge.invoiceId ? <Badge tone="warning">{t('portal.upcomingInvoiceIssued')}</Badge> : null}
                {charge.planChange ? <Badge tone="info">{t('portal.upcomingPlanChange')}</Badge> : null}
              </span>
            </td>
            <td className={cellClass(true)}>{formatCOP(charge.amount, locale)}</td>
          </tr>
        ))}
      </DataTable>
    </Card>
  );
}
