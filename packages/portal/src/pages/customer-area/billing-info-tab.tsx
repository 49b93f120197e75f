import { addressFormValues } from '@facturo/sdk/co';
import { updateOrganization } from '@facturo/sdk/endpoints';
import type { UpdateOrganizationRequest } from '@facturo/sdk/schemas';
import { EmptyState } from '@facturo/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canInOrganization } from '../../data/organization-ability';
import type { SluggedOrganization } from '../../data/organization-slug';
import { organizationKeys, useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { OrganizationForm } from '../../forms/organization-form';
import { taxpayerValuesOf } from '../../forms/taxpayer-values';
import { useAbility, useServices, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { IconBuilding } from '../../ui/icons';
import { QueryFallback } from '../../ui/query-fallback';

/** Form values of a stored organization. */
export function organizationValuesOf(organization: SluggedOrganization) {
  return {
    ...taxpayerValuesOf(organization.taxpayer),
    ...addressFormValues(organization.billingAddress),
    kind: organization.kind,
    email: organization.email ?? '',
    phone: organization.phone ?? '',
  };
}

/** Edits who an organization's invoices are issued to; read-only for members who may not update it. */
export function OrganizationDetailsForm({ organization }: { organization: SluggedOrganization }) {
  const t = useT();
  const { client } = useServices();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const update = useMutation({
    mutationFn: (body: UpdateOrganizationRequest) =>
      client.call(updateOrganization, { params: { organizationId: organization.id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
  const canUpdate = canInOrganization(ability, 'update', 'Organization', organization.id);
  return (
    <OrganizationForm
      key={organization.id}
      initial={organizationValuesOf(organization)}
      submitLabel={t('common.save')}
      readOnly={!canUpdate}
      savedMessage={saved ? t('success.changes_saved') : null}
      onSubmit={async (body) => {
        setSaved(false);
        await update.mutateAsync(body);
        setSaved(true);
      }}
    />
  );
}

/** The billing-information tab: the taxpayer data and billing address invoices are issued to. */
export function BillingInfoTab() {
  const t = useT();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (!organizations.isSuccess) return <QueryFallback query={organizations} />;
  if (!organization) {
    return (
      <Card>
        <EmptyState
          icon={<IconBuilding size={26} />}
          title={t('portal.noBillingInfoTitle')}
          action={<ButtonLink to="/landing-page#pricing">{t('portal.heroPrimary')}</ButtonLink>}
        >
          {t('portal.noBillingInfoBody')}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card title={organization.name} subtitle={t('portal.billingInfoSubtitle')}>
      <OrganizationDetailsForm organization={organization} />
    </Card>
  );
}
