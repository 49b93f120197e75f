import { formatCOP, localizedText } from '@facturo/sdk/co';
import { EmptyState, LoadingState } from '@facturo/ui';
import { BillingDate, InvoiceList } from '@facturo/widgets';
import { useSearchParams } from 'react-router';
import { useInvoicePayRoute } from '../../billing/use-invoice-pay-route';
import { useBillingSchedule } from '../../data/billing.queries';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useLocale, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { cellClass, DataTable } from '../../ui/data-table';
import { formatShortDate } from '../../ui/format';
import { IconCalendarDue } from '../../ui/icons';
import { QueryFallback } from '../../ui/query-fallback';
import { usePortalWidgetTexts } from '../../ui/widget-texts';

/** The adjustments a billing-date change scheduled and that are not invoiced yet. */
function PendingAdjustments({ organizationId }: { organizationId: string }) {
  const t = useT();
  const locale = useLocale();
  const schedule = useBillingSchedule(organizationId);
  if (!schedule.isSuccess) return <QueryFallback query={schedule} />;
  const adjustments = schedule.data.pendingAdjustments;
  if (adjustments.length === 0) {
    return (
      <EmptyState icon={<IconCalendarDue size={26} />} title={t('portal.noAdjustmentsTitle')}>
        {t('portal.noAdjustmentsBody')}
      </EmptyState>
    );
  }
  return (
    <DataTable
      caption={t('portal.adjustmentsCaption')}
      columns={[
        { label: t('portal.service') },
        { label: t('portal.adjustmentDate') },
        { label: t('portal.adjustmentDays'), numeric: true },
        { label: t('portal.adjustmentCost'), numeric: true },
        { label: t('portal.newDueDate') },
      ]}
    >
      {adjustments.map((adjustment) => (
        <tr key={adjustment.subscriptionId}>
          <td className={cellClass()}>{localizedText(adjustment.planName, locale)}</td>
          <td className={cellClass()}>
            {adjustment.adjustmentDate ? formatShortDate(adjustment.adjustmentDate, locale) : '—'}
          </td>
          <td className={cellClass(true)}>{adjustment.adjustmentDays}</td>
          <td className={cellClass(true)}>
            {formatCOP(adjustment.adjustmentCost + adjustment.adjustmentIva, locale)}
          </td>
          <td className={cellClass()}>{formatShortDate(adjustment.newNextDueDate, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Invoices and billing date of one organization: the invoice-list widget, the billing-date widget
 * and the pending period adjustments.
 */
export function BillingOverview({ organizationId }: { organizationId: string | undefined }) {
  const t = useT();
  const [params] = useSearchParams();
  const search = params.get('search') ?? undefined;
  const texts = usePortalWidgetTexts();
  const onInvoicePay = useInvoicePayRoute();
  return (
    <div className={card.stack}>
      <Card title={t('nav.invoices')} subtitle={t('portal.invoicesSubtitle')}>
        <InvoiceList
          key={organizationId}
          translations={texts}
          onInvoicePay={onInvoicePay}
          {...(organizationId ? { organizationId } : {})}
          {...(search ? { search } : {})}
        />
      </Card>
      <Card title={t('nav.billingDate')} subtitle={t('portal.billingDateSubtitle')}>
        <BillingDate
          key={organizationId}
          translations={texts}
          {...(organizationId ? { organizationId } : {})}
        />
      </Card>
      {organizationId ? (
        <Card title={t('portal.adjustmentsTitle')} subtitle={t('portal.adjustmentsSubtitle')}>
          <PendingAdjustments organizationId={organizationId} />
        </Card>
      ) : null}
    </div>
  );
}

/** The billing tab of the customer area, for the customer's organization. */
export function BillingTab() {
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (organizations.isPending) return <LoadingState />;
  return <BillingOverview organizationId={organization?.id} />;
}
