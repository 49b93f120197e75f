import type { CheckoutConfig, PaymentInput } from '@facturo/sdk/schemas';
import { Alert } from '@facturo/ui';
import { useWidget } from '../../runtime/react/widget-context';
import type { CardHandleRef } from './card-component';
import * as styles from './card-form.css';
import { DemoCardPanel, type DemoCardPurpose } from './demo-card-panel';
import { MercadoPagoBrick } from './mercadopago-brick';
import { SandboxCardForm } from './sandbox-card-form';

/** Props of {@link CardForm}. */
export interface CardFormProps<Other = never> {
  /** `GET /checkout/config`: which provider's component to mount. */
  config: CheckoutConfig;
  /** Filled with the component's handle (the ref may also hold other payments' handles, `Other`). */
  card: CardHandleRef<PaymentInput | Other>;
  /** What is paid, whole pesos: Mercado Pago's brick offers installments for it. */
  amount: number;
  /** Pre-filled in Mercado Pago's brick so it does not ask again. */
  payerEmail: string;
  /** Overrides the configured largest number of installments (saving a card: `1`, no selector). */
  maxInstallments?: number;
  /** `save` when the card is kept rather than charged (the demo's outcomes say so). */
  purpose?: DemoCardPurpose;
}

/**
 * The configured provider's card component: the sandbox form or Mercado Pago's brick (each in the
 * provider's own frame), or, in `demo` widgets, the outcome to simulate without any card field. The
 * checkout pays with it and the subscription manager saves cards with it.
 */
export function CardForm<Other = never>({
  config,
  card,
  amount,
  payerEmail,
  maxInstallments,
  purpose = 'pay',
}: CardFormProps<Other>) {
  const { demo, t } = useWidget();
  if (demo) return <DemoCardPanel handleRef={card} purpose={purpose} />;
  if (config.provider === 'mercadopago' && config.publicKey) {
    return (
      <div className={styles.cardFrame}>
        <MercadoPagoBrick
          publicKey={config.publicKey}
          amount={amount}
          payerEmail={payerEmail}
          maxInstallments={maxInstallments ?? config.maxInstallments}
          handleRef={card}
        />
      </div>
    );
  }
  if (config.provider === 'sandbox' && config.cardFormPath) {
    return (
      <div className={styles.cardFrame}>
        <SandboxCardForm
          cardFormPath={config.cardFormPath}
          handleRef={card}
          maxInstallments={maxInstallments}
        />
      </div>
    );
  }
  return <Alert tone="danger">{t('checkout.providerUnavailable')}</Alert>;
}
