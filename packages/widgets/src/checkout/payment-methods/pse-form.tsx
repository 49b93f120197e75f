import type { Translate } from '@facturo/sdk/i18n';
import {
  PSE_ID_TYPES,
  type PseIdType,
  type PsePayment,
  type PsePersonType,
  psePaymentSchema,
} from '@facturo/sdk/schemas';
import { type FieldErrors, type ValidationResult, validate } from '@facturo/sdk/validation';
import { ErrorState, SelectField, TextField } from '@facturo/ui';
import { skeleton } from '@facturo/ui/styles';
import { type ReactNode, useEffect, useRef } from 'react';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useQuery } from '../../runtime/react/use-query';
import { useWidget } from '../../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from '../../ui/card-form/card-component';
import * as layout from '../../ui/form-layout.css';
import type { AttemptPayment, CheckoutApi } from '../api/checkout-api';
import * as styles from '../checkout.css';

/** What the buyer fills in for PSE. */
type PseValues = {
  bankCode: string;
  personType: PsePersonType;
  idType: PseIdType;
  idNumber: string;
  email: string;
};

// The schema's nested fields, as the form's flat ones.
const FIELD_OF: Record<string, keyof PseValues> = {
  bankCode: 'bankCode',
  personType: 'personType',
  'identification.type': 'idType',
  'identification.number': 'idNumber',
  email: 'email',
};

/** Checks the PSE form with the sdk's rules; `returnUrl` is where the bank sends the buyer back. */
function validatePse(values: PseValues, t: Translate, returnUrl: string): ValidationResult<PsePayment> {
  const result = validate(
    psePaymentSchema,
    {
      method: 'pse',
      bankCode: values.bankCode,
      personType: values.personType,
      identification: { type: values.idType, number: values.idNumber },
      email: values.email,
      returnUrl,
    },
    t,
  );
  if (result.success) return result;
  const fieldErrors: FieldErrors = {};
  for (const [path, messages] of Object.entries(result.fieldErrors)) {
    const field = FIELD_OF[path] ?? 'bankCode';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  return { success: false, fieldErrors };
}

/** Props of {@link PseForm}. */
export interface PseFormProps {
  api: CheckoutApi;
  /** Filled with the form's handle: "pay" asks it for the transfer's details. */
  handleRef: CardHandleRef<AttemptPayment>;
  /** The invoice e-mail, proposed for the bank's receipt. */
  payerEmail: string;
  /** Where the bank sends the buyer back (without the payment id, which the API adds). */
  returnUrl: string;
}

/**
 * PSE: the bank (the provider's list), the person type and the payer's document, and the e-mail for
 * the bank's receipt, checked with the sdk's rules when the buyer pays. A company pays with its NIT,
 * so choosing "persona jurídica" sets it.
 */
export function PseForm({ api, handleRef, payerEmail, returnUrl }: PseFormProps) {
  const { t, config } = useWidget();
  const formElement = useRef<HTMLDivElement>(null);
  const banks = useQuery(`checkout-pse-banks|${config.apiBaseUrl}`, () => api.pseBanks());
  const accepted = useRef<PsePayment | null>(null);
  const form = useWidgetForm<PseValues, PsePayment>(
    { bankCode: '', personType: 'natural', idType: 'CC', idNumber: '', email: payerEmail },
    {
      validate: (values, translate) => validatePse(values, translate, returnUrl),
      onSubmit: async (payment) => {
        accepted.current = payment;
      },
    },
  );
  const latest = useRef(form);
  latest.current = form;

  useEffect(() => {
    handleRef.current = {
      async requestToken() {
        accepted.current = null;
        if (!(await latest.current.submit()) || !accepted.current) {
          // Take the buyer to the first field to fix, once its error is drawn.
          setTimeout(
            () => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
            0,
          );
          throw new CardEntryError(t('checkout.pseIncomplete'));
        }
        return accepted.current;
      },
      // A new attempt keeps the bank and the document: only a card's details expire.
      reset() {},
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, t]);

  const juridica = form.values.personType === 'juridica';
  const idTypes = juridica ? (['NIT'] as const) : PSE_ID_TYPES;
  let bankField: ReactNode;
  if (banks.status === 'error') {
    bankField = (
      <ErrorState
        title={t('checkout.pseBanksErrorTitle')}
        error={banks.error}
        onRetry={banks.refetch}
        retrying={banks.isFetching}
      />
    );
  } else if (!banks.data) {
    bankField = (
      <span
        className={skeleton}
        style={{ height: 64 }}
        role="status"
        aria-label={t('checkout.pseLoadingBanks')}
      />
    );
  } else {
    bankField = (
      <SelectField
        label={t('checkout.pseBank')}
        placeholder={t('checkout.pseChooseBank')}
        options={banks.data.map((bank) => ({ value: bank.code, label: bank.name }))}
        {...form.field('bankCode')}
      />
    );
  }

  return (
    <div ref={formElement} className={layout.stack}>
      <p className={styles.muted}>{t('checkout.pseIntro')}</p>
      {bankField}
      <SelectField
        label={t('checkout.psePersonType')}
        options={[
          { value: 'natural', label: t('checkout.psePersonNatural') },
          { value: 'juridica', label: t('checkout.psePersonJuridica') },
        ]}
        {...form.field('personType')}
        onValueChange={(value) => {
          form.set('personType', value as PsePersonType);
          if (value === 'juridica') form.set('idType', 'NIT');
        }}
      />
      <div className={layout.row}>
        <SelectField
          label={t('checkout.pseIdType')}
          options={idTypes.map((type) => ({ value: type, label: t(`checkout.pseId${type}`) }))}
          {...form.field('idType')}
        />
        <TextField
          label={t('checkout.pseIdNumber')}
          hint={t('checkout.pseIdNumberHint')}
          autoComplete="off"
          inputMode={form.values.idType === 'CE' || form.values.idType === 'Otro' ? 'text' : 'numeric'}
          {...form.field('idNumber')}
        />
      </div>
      <TextField
        label={t('checkout.pseEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('email')}
      />
    </div>
  );
}
