import { LoadingState, SelectField } from '@facturo/ui';
import { InvoiceList } from '@facturo/widgets';
import { useSearchParams } from 'react-router';
import { useInvoicePayRoute } from '../../billing/use-invoice-pay-route';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useServices, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { usePortalWidgetTexts } from '../../ui/widget-texts';

/** Every invoice of the working organization, through the invoice-list widget (search, filters, CSV and Excel exports). */
export function InvoiceListPage() {
  const t = useT();
  const { currentOrganization } = useServices();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  const [params] = useSearchParams();
  const search = params.get('search') ?? undefined;
  const texts = usePortalWidgetTexts();
  const onInvoicePay = useInvoicePayRoute();
  const picker =
    organizations.data && organizations.data.length > 1 ? (
      <SelectField
        label={t('portal.organization')}
        options={organizations.data.map((item) => ({ value: item.id, label: item.name }))}
        value={organization?.id ?? ''}
        onValueChange={(id) => currentOrganization.set(id)}
      />
    ) : null;
  return (
    <>
      <PageHeader title={t('nav.invoices')} subtitle={t('portal.invoicesSubtitle')} actions={picker} />
      <Card>
        {organizations.isPending ? (
          <LoadingState />
        ) : (
          <InvoiceList
            key={organization?.id}
            translations={texts}
            onInvoicePay={onInvoicePay}
            {...(organization ? { organizationId: organization.id } : {})}
            {...(search ? { search } : {})}
          />
        )}
      </Card>
    </>
  );
}
