import { type AddressFormValues, addressInput, EMPTY_ADDRESS_FORM, taxpayerInput } from '@facturo/sdk/co';
import { flattenFieldErrors } from '@facturo/sdk/forms';
import {
  type CreateOrganizationRequest,
  createOrganizationRequestSchema,
  ORGANIZATION_KINDS,
  type OrganizationKind,
} from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, SelectField, TextField, useForm } from '@facturo/ui';
import { useT } from '../services/services-context';
import * as fields from '../ui/form-layout.css';
import { FormMessages } from '../ui/form-messages';
import { AddressFields } from './address-fields';
import { TaxpayerFields } from './taxpayer-fields';
import { EMPTY_TAXPAYER, type TaxpayerValues } from './taxpayer-values';

/** Everything the organization form edits, flat. */
export type OrganizationValues = TaxpayerValues &
  AddressFormValues & { kind: OrganizationKind; email: string; phone: string };

/** A blank organization: a company with an empty taxpayer and address. */
export const EMPTY_ORGANIZATION: OrganizationValues = {
  ...EMPTY_TAXPAYER,
  ...EMPTY_ADDRESS_FORM,
  taxpayerType: '1',
  documentType: '31',
  kind: 'company',
  email: '',
  phone: '',
};

/** The request body of a form's values (`POST /organizations`, `PATCH /organizations/{id}`). */
export function organizationRequestOf(values: OrganizationValues): Record<string, unknown> {
  return {
    kind: values.kind,
    taxpayer: taxpayerInput(values),
    billingAddress: addressInput(values),
    ...(values.email.trim() ? { email: values.email } : {}),
    ...(values.phone.trim() ? { phone: values.phone } : {}),
  };
}

/** Props of {@link OrganizationForm}. */
export interface OrganizationFormProps {
  initial: OrganizationValues;
  submitLabel: string;
  onSubmit: (body: CreateOrganizationRequest) => Promise<unknown>;
  /** Shows the values without letting them change (members without the permission to edit). */
  readOnly?: boolean;
  /** Shown after a successful save. */
  savedMessage?: string | null;
}

/**
 * An organization: company or clinic, its taxpayer data (who invoices are issued to) and billing
 * address, checked with the sdk's rules before anything is sent.
 */
export function OrganizationForm({
  initial,
  submitLabel,
  onSubmit,
  readOnly = false,
  savedMessage,
}: OrganizationFormProps) {
  const t = useT();
  const form = useForm(
    initial,
    {
      validate: (values, translate) =>
        validate(createOrganizationRequestSchema, organizationRequestOf(values), translate),
      onSubmit: (body) => onSubmit(body),
      // Nested request fields (`taxpayer.documentNumber`, `billingAddress.zone`) land on the flat form's.
      mapErrors: (errors) => flattenFieldErrors(errors, ['taxpayer', 'billingAddress']),
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormMessages success={savedMessage} error={form.formError} />
      <fieldset disabled={readOnly} className={fields.form} style={{ border: 'none', padding: 0, margin: 0 }}>
        <SelectField
          label={t('portal.organizationKind')}
          options={ORGANIZATION_KINDS.map((kind) => ({
            value: kind,
            label: t(`portal.organizationKind_${kind}`),
          }))}
          hint={t('portal.organizationKindHint')}
          {...form.field('kind')}
        />
        <TaxpayerFields form={form} />
        <AddressFields form={form} />
        <div className={fields.row}>
          <TextField
            label={t('portal.invoiceEmail')}
            type="email"
            autoComplete="email"
            optional
            hint={t('portal.invoiceEmailHint')}
            {...form.field('email')}
          />
          <TextField
            label={t('portal.contactPhone')}
            type="tel"
            autoComplete="tel"
            optional
            {...form.field('phone')}
          />
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className={fields.actions}>
          <Button type="submit" busy={form.submitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
