import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  createApiKeyRequestSchema,
} from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, CheckboxField, EmptyState, FieldGroup, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useApiKeyActions, useApiKeys } from '../../../data/integrations.queries';
import { canInOrganization } from '../../../data/organization-ability';
import { useAbility, useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { cellClass, DataTable } from '../../../ui/data-table';
import * as fields from '../../../ui/form-layout.css';
import { FormMessages } from '../../../ui/form-messages';
import { formatShortDate } from '../../../ui/format';
import { IconKey } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import { useWorkspaceOrganization } from '../organization-context';
import { OneTimeSecret } from './one-time-secret';
import * as styles from './tabs.css';

/** What an API scope allows, in the reader's language (`invoices:read` → "consultar facturas"). */
function useScopeLabel(): (scope: ApiKeyScope) => string {
  const t = useT();
  return (scope) => t(`portal.scope_${scope.replace(/[:-]/g, '_')}`);
}

function CreateKeyForm({
  organizationId,
  onCreated,
}: {
  organizationId: string;
  onCreated: (secret: string) => void;
}) {
  const t = useT();
  const { create } = useApiKeyActions(organizationId);
  const scopeLabel = useScopeLabel();
  const empty = { name: '', scopes: [...API_KEY_SCOPES] as ApiKeyScope[] };
  const form = useForm(
    empty,
    {
      validate: (values, translate) => validate(createApiKeyRequestSchema, values, translate),
      onSubmit: async (data) => {
        const created = await create.mutateAsync(data);
        form.reset(empty);
        onCreated(created.secret);
      },
    },
    { t },
  );
  const toggle = (scope: ApiKeyScope, checked: boolean) =>
    form.set(
      'scopes',
      checked ? [...form.values.scopes, scope] : form.values.scopes.filter((item) => item !== scope),
    );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormMessages error={form.formError} />
      <TextField label={t('portal.apiKeyName')} hint={t('portal.apiKeyNameHint')} {...form.field('name')} />
      <FieldGroup legend={t('portal.apiKeyScopes')} errors={form.errors.scopes}>
        {API_KEY_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            label={
              <>
                {scopeLabel(scope)} <code className={styles.scope}>{scope}</code>
              </>
            }
            checked={form.values.scopes.includes(scope)}
            onCheckedChange={(checked) => toggle(scope, checked)}
          />
        ))}
      </FieldGroup>
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('portal.createApiKey')}
        </Button>
      </div>
    </form>
  );
}

/**
 * API keys for integrators (ERPs, health systems): the list (never the secrets), a new key whose
 * secret is shown this once, and revoking with a confirmation.
 */
export function ApiKeysTab() {
  const t = useT();
  const locale = useLocale();
  const ability = useAbility();
  const organization = useWorkspaceOrganization();
  const keys = useApiKeys(organization.id);
  const { revoke } = useApiKeyActions(organization.id);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const scopeLabel = useScopeLabel();
  const canManage = canInOrganization(ability, 'create', 'ApiKey', organization.id);
  return (
    <div className={card.stack}>
      {secret ? (
        <OneTimeSecret
          title={t('portal.apiKeySecretTitle')}
          body={t('portal.apiKeySecretBody')}
          secret={secret}
          doneLabel={t('portal.apiKeySecretSaved')}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <Card title={t('nav.apiKeys')} subtitle={t('portal.apiKeysSubtitle')}>
        {keys.isSuccess ? null : <QueryFallback query={keys} />}
        {keys.data?.length === 0 ? (
          <EmptyState icon={<IconKey size={26} />} title={t('portal.noApiKeysTitle')}>
            {t('portal.noApiKeysBody')}
          </EmptyState>
        ) : null}
        {keys.data?.length ? (
          <DataTable
            columns={[
              { label: t('portal.apiKeyName') },
              { label: t('portal.apiKeyPrefix') },
              { label: t('portal.created') },
              { label: t('portal.lastUsed') },
              { label: t('portal.status') },
            ]}
          >
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td className={cellClass()}>
                  <strong>{key.name}</strong>
                  <span className={table.muted} style={{ display: 'block' }}>
                    {key.scopes.map(scopeLabel).join(', ')}
                  </span>
                </td>
                <td className={cellClass()}>
                  <code>{key.prefix}…</code>
                </td>
                <td className={cellClass()}>{formatShortDate(key.createdAt, locale)}</td>
                <td className={cellClass()}>
                  {key.lastUsedAt ? formatShortDate(key.lastUsedAt, locale) : t('portal.never')}
                </td>
                <td className={cellClass()}>
                  {key.revokedAt ? (
                    <Badge tone="neutral">{t('portal.revoked')}</Badge>
                  ) : canManage ? (
                    <Button size="sm" variant="secondary" onClick={() => setRevoking(key)}>
                      {t('portal.revoke')}
                    </Button>
                  ) : (
                    <Badge tone="success">{t('portal.activeKey')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </Card>
      {canManage ? (
        <Card title={t('portal.newApiKeyTitle')} subtitle={t('portal.newApiKeySubtitle')}>
          <CreateKeyForm organizationId={organization.id} onCreated={setSecret} />
        </Card>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        tone="danger"
        title={t('portal.revokeKeyTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('portal.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      >
        <p>{t('portal.revokeKeyBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
