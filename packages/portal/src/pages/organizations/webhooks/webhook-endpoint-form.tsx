import type { WebhookEndpoint } from '@facturo/sdk/schemas';
import { createWebhookEndpointRequestSchema, WEBHOOK_EVENT_TYPES } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, CheckboxField, FieldGroup, TextField, useForm } from '@facturo/ui';
import { useWebhookEndpointActions } from '../../../data/webhooks.queries';
import { useT } from '../../../services/services-context';
import * as fields from '../../../ui/form-layout.css';
import { FormMessages } from '../../../ui/form-messages';
import * as tabs from '../tabs/tabs.css';
import { type SubscribableEvent, useWebhookEventLabel } from './webhook-labels';

/** Props of {@link WebhookEndpointForm}. */
export interface WebhookEndpointFormProps {
  organizationId: string;
  /** The endpoint was added: its secret, which the API answers this once. */
  onCreated: (created: { endpoint: WebhookEndpoint; secret: string }) => void;
}

const EMPTY = { url: '', description: '', eventTypes: [] as SubscribableEvent[] };

/**
 * Adds a webhook endpoint: its URL (https in production, which the API checks and reports on the
 * field), an optional description, and the events it receives (at least one, or all at once).
 */
export function WebhookEndpointForm({ organizationId, onCreated }: WebhookEndpointFormProps) {
  const t = useT();
  const { create } = useWebhookEndpointActions(organizationId);
  const eventLabel = useWebhookEventLabel();
  const form = useForm(
    EMPTY,
    {
      validate: (values, translate) => {
        const result = validate(createWebhookEndpointRequestSchema, values, translate);
        // The schema says "required" for an empty list; a group of checkboxes asks to pick one.
        if (result.success || values.eventTypes.length > 0) return result;
        return {
          ...result,
          fieldErrors: { ...result.fieldErrors, eventTypes: [translate('portal.webhookEventsRequired')] },
        };
      },
      onSubmit: async ({ description, ...data }) => {
        const created = await create.mutateAsync(description ? { ...data, description } : data);
        form.reset(EMPTY);
        onCreated(created);
      },
    },
    { t },
  );
  const chosen = form.values.eventTypes;
  const toggle = (type: SubscribableEvent, checked: boolean) =>
    form.set(
      'eventTypes',
      // Kept in the catalogue's order, whatever order they were ticked in.
      WEBHOOK_EVENT_TYPES.filter((item) => (item === type ? checked : chosen.includes(item))),
    );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormMessages error={form.formError} />
      <TextField
        label={t('portal.webhookUrl')}
        hint={t('portal.webhookUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        {...form.field('url')}
      />
      <TextField
        label={t('portal.webhookDescription')}
        hint={t('portal.webhookDescriptionHint')}
        optional
        maxLength={120}
        {...form.field('description')}
      />
      <FieldGroup
        legend={t('portal.webhookEvents')}
        hint={t('portal.webhookEventsHint')}
        errors={form.errors.eventTypes}
      >
        <CheckboxField
          label={<strong>{t('portal.webhookAllEvents')}</strong>}
          checked={chosen.length === WEBHOOK_EVENT_TYPES.length}
          onCheckedChange={(checked) => form.set('eventTypes', checked ? [...WEBHOOK_EVENT_TYPES] : [])}
        />
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={
              <>
                {eventLabel(type)} <code className={tabs.scope}>{type}</code>
              </>
            }
            checked={chosen.includes(type)}
            onCheckedChange={(checked) => toggle(type, checked)}
          />
        ))}
      </FieldGroup>
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('portal.createWebhook')}
        </Button>
      </div>
    </form>
  );
}
