import { createOrganization } from '@facturo/sdk/endpoints';
import type { CreateOrganizationRequest } from '@facturo/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { organizationsQuery, useRefreshPermissions } from '../../data/organizations.queries';
import { EMPTY_ORGANIZATION, OrganizationForm } from '../../forms/organization-form';
import { useServices, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';

/** Creates an organization (company or clinic); its creator becomes its owner and starts working in it. */
export function OrganizationCreatePage() {
  const t = useT();
  const { client, currentOrganization } = useServices();
  const queryClient = useQueryClient();
  const refreshPermissions = useRefreshPermissions();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (body: CreateOrganizationRequest) => client.call(createOrganization, { body }),
    onSuccess: async (organization) => {
      await refreshPermissions();
      const all = await queryClient.fetchQuery({ ...organizationsQuery(client), staleTime: 0 });
      currentOrganization.set(organization.id);
      const slug = all.find((item) => item.id === organization.id)?.slug;
      await navigate(slug ? `/organization/${slug}/overview` : '/organizations');
    },
  });
  return (
    <>
      <PageHeader title={t('nav.organizationCreate')} subtitle={t('portal.organizationCreateSubtitle')} />
      <Card>
        <OrganizationForm
          initial={EMPTY_ORGANIZATION}
          submitLabel={t('portal.createOrganization')}
          onSubmit={(body) => create.mutateAsync(body)}
        />
      </Card>
    </>
  );
}
