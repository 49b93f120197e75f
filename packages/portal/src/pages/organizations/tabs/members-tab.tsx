import {
  inviteMemberRequestSchema,
  type Member,
  ORGANIZATION_ROLES,
  type OrganizationRole,
} from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, Button, SelectField, TextField, useForm } from '@facturo/ui';
import { useEffect, useRef, useState } from 'react';
import { canInOrganization } from '../../../data/organization-ability';
import { useInvitations, useMembers, useOrganizationActions } from '../../../data/organizations.queries';
import { useAbility, useLocale, useServices, useT } from '../../../services/services-context';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { cellClass, DataTable } from '../../../ui/data-table';
import * as fields from '../../../ui/form-layout.css';
import { FormMessages } from '../../../ui/form-messages';
import { formatShortDate } from '../../../ui/format';
import { IconTrash } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import { useWorkspaceOrganization } from '../organization-context';

function InviteForm({
  organizationId,
  roles,
}: {
  organizationId: string;
  roles: readonly OrganizationRole[];
}) {
  const t = useT();
  const { invite } = useOrganizationActions(organizationId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const empty = { email: '', role: 'viewer' as OrganizationRole };
  const form = useForm(
    empty,
    {
      validate: (values, translate) => validate(inviteMemberRequestSchema, values, translate),
      onSubmit: async (data) => {
        await invite.mutateAsync(data);
        setSentTo(data.email);
        form.reset(empty);
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormMessages
        success={sentTo ? t('portal.invitationSent', { email: sentTo }) : null}
        error={form.formError}
      />
      <div className={fields.row}>
        <TextField label={t('login.email')} type="email" autoComplete="off" {...form.field('email')} />
        <SelectField
          label={t('portal.role')}
          options={roles.map((role) => ({ value: role, label: t(`portal.role_${role}`) }))}
          {...form.field('role')}
        />
      </div>
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('portal.sendInvitation')}
        </Button>
      </div>
    </form>
  );
}

/** How a member is named in the page's sentences: a member may not have given a name. */
const nameOf = (member: Member) => member.fullName || member.email;

/**
 * Members and roles: who belongs to the organization (role changes and removal, after a danger
 * confirmation, for those allowed), invitations by e-mail and the pending ones.
 */
export function MembersTab() {
  const t = useT();
  const locale = useLocale();
  const { session } = useServices();
  const ability = useAbility();
  const organization = useWorkspaceOrganization();
  const canManage = canInOrganization(ability, 'update', 'Member', organization.id);
  const members = useMembers(organization.id);
  const invitations = useInvitations(organization.id, canManage);
  const actions = useOrganizationActions(organization.id);
  // Only owners may grant or take away the owner role (the API refuses it to others).
  const roles =
    organization.role === 'owner'
      ? ORGANIZATION_ROLES
      : ORGANIZATION_ROLES.filter((role) => role !== 'owner');
  const myUserId = (session.userData as { id?: string } | null)?.id;
  const failure = actions.changeRole.error ?? actions.removeMember.error ?? actions.revokeInvitation.error;
  const [removing, setRemoving] = useState<Member | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // The removed row took the focused trash button with it, and closing the dialog would hand the
  // focus back to that button (so to the page's body). This effect runs after the dialog's own
  // (children first), so the notice at the top of the list, which says what happened, gets it.
  useEffect(() => {
    if (removed) notice.current?.focus();
  }, [removed]);
  const confirmRemove = () => {
    if (!removing) return;
    actions.removeMember.mutate(removing.id, {
      onSuccess: () => setRemoved(nameOf(removing)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className={card.stack}>
      <Card title={t('nav.members')} subtitle={t('portal.membersSubtitle')}>
        {removed ? (
          <div ref={notice} tabIndex={-1} style={{ marginBottom: 16 }}>
            <Alert tone="success" role="status">
              {t('portal.memberRemovedNotice', { name: removed })}
            </Alert>
          </div>
        ) : null}
        {failure ? (
          <div style={{ marginBottom: 16 }}>
            <Alert tone="danger" role="alert">
              {(failure as Error).message}
            </Alert>
          </div>
        ) : null}
        {members.isSuccess ? null : <QueryFallback query={members} />}
        {members.data ? (
          <DataTable
            columns={[
              { label: t('portal.member') },
              { label: t('portal.role') },
              { label: t('portal.joined') },
              ...(canManage ? [{ label: t('portal.actions'), hiddenLabel: true }] : []),
            ]}
          >
            {members.data.map((member) => {
              const self = member.userId === myUserId;
              const editable =
                canManage && !self && (member.role !== 'owner' || organization.role === 'owner');
              return (
                <tr key={member.id}>
                  <td className={cellClass()}>
                    <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                      <Avatar name={member.fullName || member.email} size={34} />
                      <span>
                        <strong>{member.fullName}</strong>
                        {self ? <Badge tone="neutral">{t('portal.you')}</Badge> : null}
                        <span className={table.muted} style={{ display: 'block' }}>
                          {member.email}
                        </span>
                      </span>
                    </span>
                  </td>
                  <td className={cellClass()}>
                    {editable ? (
                      <SelectField
                        label={t('portal.roleOf', { name: member.fullName || member.email })}
                        labelHidden
                        value={member.role}
                        style={{ minHeight: 36 }}
                        options={roles.map((role) => ({ value: role, label: t(`portal.role_${role}`) }))}
                        onValueChange={(role) =>
                          actions.changeRole.mutate({ memberId: member.id, role: role as OrganizationRole })
                        }
                      />
                    ) : (
                      <Badge tone="primary">{t(`portal.role_${member.role}`)}</Badge>
                    )}
                  </td>
                  <td className={cellClass()}>{formatShortDate(member.joinedAt, locale)}</td>
                  {canManage ? (
                    <td className={cellClass()}>
                      {editable ? (
                        <Button
                          variant="ghost"
                          iconOnly
                          aria-label={t('portal.removeMember', { name: nameOf(member) })}
                          onClick={() => {
                            setRemoved(null);
                            actions.removeMember.reset();
                            setRemoving(member);
                          }}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </DataTable>
        ) : null}
      </Card>
      {canManage ? (
        <Card title={t('portal.inviteTitle')} subtitle={t('portal.inviteSubtitle')}>
          <InviteForm organizationId={organization.id} roles={roles} />
        </Card>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('portal.removeMemberTitle', {
          name: removing ? nameOf(removing) : '',
          organization: organization.name,
        })}
        confirmLabel={t('portal.removeMemberConfirm')}
        busy={actions.removeMember.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        <p>{t('portal.removeMemberBody')}</p>
      </ConfirmDialog>
      {canManage && invitations.data?.some((item) => item.status === 'pending') ? (
        <Card title={t('portal.pendingInvitations')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {invitations.data
              .filter((item) => item.status === 'pending')
              .map((invitation) => (
                <li
                  key={invitation.id}
                  className={cellClass()}
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
                >
                  <strong style={{ flex: 1 }}>{invitation.email}</strong>
                  <Badge tone="primary">{t(`portal.role_${invitation.role}`)}</Badge>
                  <span className={table.muted}>
                    {t('portal.invitationExpires', { date: formatShortDate(invitation.expiresAt, locale) })}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => actions.revokeInvitation.mutate(invitation.id)}
                  >
                    {t('portal.revoke')}
                  </Button>
                </li>
              ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
