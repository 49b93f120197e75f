import type { PaymentInput } from '@facturo/sdk/schemas';
import { Alert } from '@facturo/ui';
import { useEffect, useState } from 'react';
import { randomUuid } from '../../runtime/core/data/random-id';
import { useLightDomSlot } from '../../runtime/react/use-light-dom-slot';
import { useWidget } from '../../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from './card-component';
import { type BrickController, loadMercadoPago } from './mercadopago-sdk';

/** Props of {@link MercadoPagoBrick}. */
export interface MercadoPagoBrickProps<Other = never> {
  publicKey: string;
  /** What the buyer pays, whole pesos (the brick offers installments for it). */
  amount: number;
  /** Pre-filled in the brick so it does not ask again. */
  payerEmail: string;
  maxInstallments: number;
  /** Filled with the brick's handle; the ref may also hold other payments' handles (`Other`). */
  handleRef: CardHandleRef<PaymentInput | Other>;
}

/**
 * Mercado Pago's Card Payment Brick, in a light-DOM container (its secure fields are iframes that must
 * not live in a shadow root), with its own button hidden: the checkout's "pay" button asks it for the
 * card token (`getFormData`). Installments and the issuer are chosen inside the brick.
 */
export function MercadoPagoBrick<Other = never>({
  publicKey,
  amount,
  payerEmail,
  maxInstallments,
  handleRef,
}: MercadoPagoBrickProps<Other>) {
  const { locale, scheme, t } = useWidget();
  const slot = useLightDomSlot('payment');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = slot.container;
    if (!container) return;
    container.id ||= `facturo-mp-${randomUuid()}`;
    let controller: BrickController | null = null;
    let cancelled = false;
    loadMercadoPago(container.ownerDocument)
      .then((MercadoPago) =>
        new MercadoPago(publicKey, { locale: locale === 'en' ? 'en-US' : 'es-CO' })
          .bricks()
          .create('cardPayment', container.id, {
            initialization: { amount, payer: { email: payerEmail } },
            customization: {
              visual: {
                hideFormTitle: true,
                hidePaymentButton: true,
                style: { theme: scheme === 'dark' ? 'dark' : 'default' },
              },
              paymentMethods: { maxInstallments },
            },
            callbacks: {
              onReady: () => {},
              onError: (error: unknown) => console.error('Facturo: Mercado Pago brick', error),
            },
          }),
      )
      .then((created) => {
        if (cancelled) created.unmount();
        else controller = created;
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    handleRef.current = {
      requestToken: async () => {
        const data = controller ? await controller.getFormData() : null;
        if (!data?.token) throw new CardEntryError(t('checkout.cardIncomplete'));
        return {
          token: data.token,
          paymentMethodId: data.payment_method_id,
          installments: data.installments,
          ...(data.issuer_id ? { issuerId: String(data.issuer_id) } : {}),
        };
      },
      reset: () => {},
    };
    return () => {
      cancelled = true;
      handleRef.current = null;
      controller?.unmount();
    };
  }, [slot.container, publicKey, amount, payerEmail, maxInstallments, locale, scheme, handleRef, t]);

  return failed ? <Alert tone="danger">{t('checkout.providerUnavailable')}</Alert> : slot.placeholder;
}
