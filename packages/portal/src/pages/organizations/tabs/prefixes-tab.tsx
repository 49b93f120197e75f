import { PREFIX_DOCUMENT_TYPES, type PrefixDocumentType, prefixInputSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, EmptyState, SelectField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useCreatePrefix, usePrefixes } from '../../../data/integrations.queries';
import { canInOrganization } from '../../../data/organization-ability';
import { useAbility, useLocale, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { cellClass, DataTable } from '../../../ui/data-table';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { FormMessages } from '../../../ui/form-messages';
import { withoutBlanks } from '../../../ui/form-values';
import { formatNumber, formatShortDate } from '../../../ui/format';
import { IconHash } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import { useWorkspaceOrganization } from '../organization-context';
import { PrefixAlertBadges } from './prefix-alerts';

const EMPTY = {
  prefix: '',
  documentType: 'invoice' as PrefixDocumentType,
  resolutionNumber: '',
  resolutionDate: '',
  validFrom: '',
  validTo: '',
  rangeFrom: '',
  rangeTo: '',
  technicalKey: '',
};

const asNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);

function PrefixForm({ organizationId }: { organizationId: string }) {
  const t = useT();
  const create = useCreatePrefix(organizationId);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm(
    EMPTY,
    {
      validate: (values, translate) =>
        validate(
          prefixInputSchema,
          withoutBlanks({
            ...values,
            rangeFrom: asNumber(values.rangeFrom),
            rangeTo: asNumber(values.rangeTo),
          }),
          translate,
        ),
      onSubmit: async (data) => {
        await create.mutateAsync(data);
        setCreated(data.prefix);
        form.reset(EMPTY);
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormMessages
        success={created ? t('portal.prefixCreated', { prefix: created }) : null}
        error={form.formError}
      />
      <div className={fields.row}>
        <TextField label={t('portal.prefix')} hint={t('portal.prefixHint')} {...form.field('prefix')} />
        <SelectField
          label={t('portal.documentKind')}
          options={PREFIX_DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(`portal.prefixDocument_${type}`),
          }))}
          {...form.field('documentType')}
        />
      </div>
      <div className={fields.row}>
        <TextField
          label={t('portal.resolutionNumber')}
          inputMode="numeric"
          {...form.field('resolutionNumber')}
        />
        <DateField label={t('portal.resolutionDate')} {...form.field('resolutionDate')} />
      </div>
      <div className={fields.row}>
        <DateField label={t('portal.validFrom')} {...form.field('validFrom')} />
        <DateField label={t('portal.validTo')} {...form.field('validTo')} />
      </div>
      <div className={fields.row}>
        <TextField label={t('portal.rangeFrom')} inputMode="numeric" {...form.field('rangeFrom')} />
        <TextField label={t('portal.rangeTo')} inputMode="numeric" {...form.field('rangeTo')} />
      </div>
      <TextField
        label={t('portal.technicalKey')}
        optional
        hint={t('portal.technicalKeyHint')}
        {...form.field('technicalKey')}
      />
      <div className={fields.actions}>
        <Button type="submit" busy={form.submitting}>
          {t('portal.addPrefix')}
        </Button>
      </div>
    </form>
  );
}

/** Numbering resolutions (prefijos) with their DIAN alerts: validity and range used. */
export function PrefixesTab() {
  const t = useT();
  const locale = useLocale();
  const ability = useAbility();
  const organization = useWorkspaceOrganization();
  const prefixes = usePrefixes(organization.id);
  const canCreate = canInOrganization(ability, 'create', 'Prefix', organization.id);
  return (
    <div className={card.stack}>
      <Card title={t('nav.prefixes')} subtitle={t('portal.prefixesSubtitle')}>
        {prefixes.isSuccess ? null : <QueryFallback query={prefixes} />}
        {prefixes.data?.length === 0 ? (
          <EmptyState icon={<IconHash size={26} />} title={t('portal.noPrefixesTitle')}>
            {t('portal.noPrefixesBody')}
          </EmptyState>
        ) : null}
        {prefixes.data?.length ? (
          <DataTable
            columns={[
              { label: t('portal.prefix') },
              { label: t('portal.resolutionNumber') },
              { label: t('portal.validTo') },
              { label: t('portal.rangeUsed') },
              { label: t('portal.alerts') },
            ]}
          >
            {prefixes.data.map((prefix) => (
              <tr key={prefix.id}>
                <td className={cellClass()}>
                  <strong>{prefix.prefix}</strong>
                  <span className={table.muted} style={{ display: 'block' }}>
                    {t(`portal.prefixDocument_${prefix.documentType}`)}
                  </span>
                </td>
                <td className={cellClass()}>{prefix.resolutionNumber}</td>
                <td className={cellClass()}>{formatShortDate(prefix.validTo, locale)}</td>
                <td className={cellClass()}>
                  {t('portal.rangeUsedValue', {
                    percent: prefix.usedPercent,
                    next: formatNumber(prefix.nextNumber, locale),
                    to: formatNumber(prefix.rangeTo, locale),
                  })}
                </td>
                <td className={cellClass()}>
                  <span style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                    {prefix.alerts.length ? (
                      <PrefixAlertBadges prefix={prefix} />
                    ) : (
                      <span className={table.muted}>{t('portal.noAlerts')}</span>
                    )}
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </Card>
      {canCreate ? (
        <Card title={t('portal.addPrefixTitle')} subtitle={t('portal.addPrefixSubtitle')}>
          <PrefixForm organizationId={organization.id} />
        </Card>
      ) : null}
    </div>
  );
}
