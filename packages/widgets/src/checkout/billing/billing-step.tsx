import type { BillingInfo } from '@facturo/sdk/schemas';
import type { FormHandle } from '@facturo/ui';
import { Alert, Button, TextField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as layout from '../../ui/form-layout.css';
import { TaxpayerFields } from '../../ui/taxpayer-fields';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';
import { StepFrame } from '../steps/step-frame';
import { AddressFields } from './address-fields';
import type { BillingValues } from './billing-values';

/** Props of {@link BillingStep}. */
export interface BillingStepProps {
  flow: CheckoutFlow;
  /** The billing form (kept by the checkout, so going back to the bag loses nothing typed). */
  form: FormHandle<BillingValues, BillingInfo>;
  /** "Back to the bag" (absent when the bag lives on another page). */
  onBack?: () => void;
  summary: ReactNode;
}

/**
 * Step 2: who the electronic invoice is issued to. Taxpayer (type, names, DIAN document, DV for a
 * NIT, IVA responsibility, electronic biller), contact (e-mail where the invoice goes, phone) and the
 * billing address; every field checked with the sdk's rules before going on to pay.
 */
export function BillingStep({ flow, form, onBack, summary }: BillingStepProps) {
  useSignals();
  const { t } = useWidget();
  const formElement = useRef<HTMLFormElement>(null);
  // After a refused submit, take the buyer to the first field to fix (once the errors are drawn).
  const submit = async (event: FormEvent) => {
    if (await form.submit(event)) return;
    setTimeout(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  return (
    <div className={styles.layout}>
      <StepFrame flow={flow} title={t('checkout.billingTitle')} subtitle={t('checkout.billingSubtitle')}>
        <form ref={formElement} className={layout.stack} onSubmit={submit} noValidate>
          {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
          <fieldset className={layout.section}>
            <legend className={layout.sectionTitle}>{t('checkout.taxpayerSection')}</legend>
            <TaxpayerFields form={form} />
          </fieldset>
          <fieldset className={layout.section}>
            <legend className={layout.sectionTitle}>{t('checkout.contactSection')}</legend>
            <div className={layout.row}>
              <TextField
                label={t('checkout.invoiceEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                hint={t('checkout.invoiceEmailHint')}
                {...form.field('email')}
              />
              <TextField
                label={t('checkout.phone')}
                optional
                type="tel"
                autoComplete="tel"
                {...form.field('phone')}
              />
            </div>
          </fieldset>
          <fieldset className={layout.section}>
            <legend className={layout.sectionTitle}>{t('checkout.addressSection')}</legend>
            <AddressFields form={form} />
          </fieldset>
          <div className={styles.actions}>
            {onBack ? (
              <Button
                variant="secondary"
                onClick={onBack}
                icon={<IconArrowLeft size={18} aria-hidden="true" focusable="false" />}
              >
                {t('checkout.backToBag')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" icon={<IconArrowRight size={18} aria-hidden="true" focusable="false" />}>
              {t('checkout.continueToPayment')}
            </Button>
          </div>
        </form>
      </StepFrame>
      {summary}
    </div>
  );
}
