import type { PaymentMethod } from '@facturo/sdk/schemas';
import { Alert, Button, ErrorState } from '@facturo/ui';
import { skeleton } from '@facturo/ui/styles';
import { type ReactNode, useId, useRef, useState } from 'react';
import { MoreTexts } from '../runtime/react/more-texts';
import { useQuery } from '../runtime/react/use-query';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidget } from '../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from '../ui/card-form/card-component';
import { CardForm } from '../ui/card-form/card-form';
import type { PaymentMethodsApi } from './payment-methods-api';
import * as styles from './subscription-manager.css';

// Saving a card charges nothing. Mercado Pago's brick still wants an amount (it offers installments
// for it): the smallest one, with a single installment.
const SAVE_CARD_AMOUNT = 1;

/** Props of {@link AddCardPanel}. */
export interface AddCardPanelProps {
  api: PaymentMethodsApi;
  /** The API accepted the card. */
  onSaved: (method: PaymentMethod) => void;
  onCancel: () => void;
}

/**
 * "Agregar tarjeta": the checkout's card form (the sandbox form or Mercado Pago's brick, in the
 * provider's own frame; the demo's outcomes in `demo` widgets) and "Guardar tarjeta", which asks the
 * form for a token and saves it (`POST …/payment-methods`). Its code and the checkout's texts it shows
 * download when the customer opens it.
 */
export function AddCardPanel(props: AddCardPanelProps) {
  return (
    <MoreTexts namespaces={['cards', 'checkout']}>
      <AddCardForm {...props} />
    </MoreTexts>
  );
}

function AddCardForm({ api, onSaved, onCancel }: AddCardPanelProps) {
  const { t, demo, config, connection, describeError } = useWidget();
  const session = useSdkStore(connection.session);
  const titleId = useId();
  const card: CardHandleRef = useRef(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cardConfig = useQuery(`checkout-config|${demo ? 'demo' : config.apiBaseUrl}`, () => api.cardConfig());
  const email = String((session.userData as { email?: unknown } | null)?.email ?? '');

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (!card.current) throw new CardEntryError(t('checkout.cardIncomplete'));
      const { token } = await card.current.requestToken();
      try {
        onSaved(await api.add(token));
      } catch (error) {
        // A token is used once: the form starts over for the next try.
        card.current?.reset();
        throw error;
      }
    } catch (error) {
      setFailure(error instanceof CardEntryError ? error.message : describeError(error));
    } finally {
      setBusy(false);
    }
  };

  let form: ReactNode;
  if (cardConfig.status === 'error') {
    form = (
      <ErrorState
        title={t('checkout.providerErrorTitle')}
        error={cardConfig.error}
        onRetry={cardConfig.refetch}
        retrying={cardConfig.isFetching}
      />
    );
  } else if (!cardConfig.data) {
    form = <span className={skeleton} style={{ height: 220 }} aria-hidden="true" />;
  } else {
    form = (
      <CardForm
        config={cardConfig.data}
        card={card}
        amount={SAVE_CARD_AMOUNT}
        payerEmail={email}
        maxInstallments={1}
        purpose="save"
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.panelTitle}>
        {t('cards.addTitle')}
      </h4>
      <p className={styles.text}>{t('cards.addBody')}</p>
      {form}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button busy={busy} disabled={!cardConfig.data} onClick={() => void save()}>
          {t('cards.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cards.addCancel')}
        </Button>
      </div>
    </section>
  );
}
