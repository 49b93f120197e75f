import { Checkout } from '@facturo/widgets';
import { useSearchParams } from 'react-router';
import { useServices, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { PurchaseFrame } from './purchase-frame';
import { useCheckoutComplete } from './use-checkout-complete';

/**
 * The payment result (approved, in process, rejected) of `?payment=<id>`, shown by the checkout
 * widget, which follows a payment in process until it settles; then the way to the invoices. A retry
 * from here (another card after a rejection) moves the address to the new payment.
 */
export function PaymentsPage() {
  const t = useT();
  const { config } = useServices();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const onCheckoutComplete = useCheckoutComplete({ replace: true });
  const invoices = config.justLandingPage
    ? '/pages/landing-settings/billing'
    : '/accounts/billing/invoice-list';
  return (
    <PurchaseFrame titleKey="portal.paymentTitle" subtitleKey="portal.paymentSubtitle">
      {paymentId ? (
        <Checkout
          paymentId={paymentId}
          plansUrl="/landing-page#pricing"
          onCheckoutComplete={onCheckoutComplete}
        />
      ) : null}
      <p style={{ marginTop: 20 }}>
        <ButtonLink to={invoices} variant="tonal">
          {t('portal.seeInvoices')}
        </ButtonLink>
      </p>
    </PurchaseFrame>
  );
}
