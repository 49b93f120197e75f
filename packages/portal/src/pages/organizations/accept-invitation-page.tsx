import { acceptInvitation } from '@facturo/sdk/endpoints';
import { Alert, Button } from '@facturo/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { organizationsQuery, useRefreshPermissions } from '../../data/organizations.queries';
import { useServices, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { IconMail } from '../../ui/icons';
import { StatusPage } from '../misc/status-page';

/** Accepting an invitation from its e-mailed link (`/invitations/accept?token=…`), signed in. */
export function AcceptInvitationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { client, currentOrganization } = useServices();
  const queryClient = useQueryClient();
  const refreshPermissions = useRefreshPermissions();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => client.call(acceptInvitation, { body: { token } }),
    onSuccess: async (organization) => {
      await refreshPermissions();
      const all = await queryClient.fetchQuery({ ...organizationsQuery(client), staleTime: 0 });
      currentOrganization.set(organization.id);
      const slug = all.find((item) => item.id === organization.id)?.slug;
      await navigate(slug ? `/organization/${slug}/overview` : '/organizations', { replace: true });
    },
  });
  return (
    <StatusPage
      badge={<IconMail size={44} />}
      title={t('portal.invitationTitle')}
      actions={
        token ? (
          <>
            <Button onClick={() => accept.mutate()} busy={accept.isPending}>
              {t('portal.acceptInvitation')}
            </Button>
            <ButtonLink to="/organizations" variant="secondary">
              {t('common.cancel')}
            </ButtonLink>
          </>
        ) : null
      }
    >
      <p>{t(token ? 'portal.invitationBody' : 'portal.invitationMissingToken')}</p>
      {accept.isError ? (
        <div style={{ marginTop: 16, textAlign: 'start' }}>
          <Alert tone="danger" role="alert">
            {(accept.error as Error).message}
          </Alert>
        </div>
      ) : null}
    </StatusPage>
  );
}
