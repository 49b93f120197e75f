import { Checkout } from '@facturo/widgets';
import { useSearchParams } from 'react-router';
import { useServices, useT } from '../../app/services-context';
import { ButtonLink } from '../../ui/button';
import { PurchaseFrame } from './purchase-frame';

/**
 * The payment result (approved, in process, rejected) of `?payment=<id>`, shown by the checkout
 * widget, which follows a payment in process until it settles; then the way to the invoices.
 */
export function PaymentsPage() {
  const t = useT();
  const { config } = useServices();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const invoices = config.justLandingPage
    ? '/pages/landing-settings/billing'
    : '/accounts/billing/invoice-list';
  return (
    <PurchaseFrame titleKey="portal.paymentTitle" subtitleKey="portal.paymentSubtitle">
      {paymentId ? <Checkout paymentId={paymentId} plansUrl="/landing-page#pricing" /> : null}
      <p style={{ marginTop: 20 }}>
        <ButtonLink to={invoices} variant="tonal">
          {t('portal.seeInvoices')}
        </ButtonLink>
      </p>
    </PurchaseFrame>
  );
}
