import { acceptInvitation, previewInvitation } from '@facturo/sdk/endpoints';
import { Alert, Button } from '@facturo/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { organizationsQuery, useRefreshPermissions } from '../../data/organizations.queries';
import { useServices, useSession, useT } from '../../services/services-context';
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
  const { userData } = useSession();
  // What the invitation is for, so the page names the organization, the role and who invited.
  const preview = useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => client.call(previewInvitation, { query: { token } }),
    enabled: Boolean(token),
    retry: false,
  });
  const invitation = preview.data;
  const email = (userData as { email?: string } | null)?.email;
  const otherEmail = Boolean(invitation && email && invitation.email.toLowerCase() !== email.toLowerCase());
  const acceptable =
    Boolean(token) && invitation?.status !== undefined && invitation.status === 'pending' && !otherEmail;
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
        acceptable ? (
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
      <p>
        {!token
          ? t('portal.invitationMissingToken')
          : invitation
            ? t(invitation.invitedBy ? 'portal.invitationFrom' : 'portal.invitationFromUnknown', {
                inviter: invitation.invitedBy ?? '',
                organization: invitation.organizationName,
                // Mid-sentence: "como profesional de salud", not "como Profesional de salud".
                role: t(`portal.role_${invitation.role}`).toLocaleLowerCase(),
              })
            : t('portal.invitationBody')}
      </p>
      {invitation && invitation.status !== 'pending' ? (
        <p role="status">{t(`portal.invitationStatus_${invitation.status}`)}</p>
      ) : otherEmail && invitation ? (
        <p role="status">{t('portal.invitationOtherEmail', { email: invitation.email })}</p>
      ) : null}
      {preview.isError ? (
        <div style={{ marginTop: 16, textAlign: 'start' }}>
          <Alert tone="danger" role="alert">
            {(preview.error as Error).message}
          </Alert>
        </div>
      ) : null}
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
