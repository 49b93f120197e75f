import { type CardFormCommand, cardFormMessageSchema, type PaymentInput } from '@facturo/sdk/schemas';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { safeParse } from 'zod/mini';
import { LIGHT_DOM_RESET, useLightDomSlot } from '../../runtime/react/use-light-dom-slot';
import { useWidget } from '../../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from './card-component';

// A form that never answers (blocked by a CSP frame-src, offline) must not leave the button spinning.
const TOKEN_TIMEOUT_MS = 20_000;

type Pending = { resolve: (payment: PaymentInput) => void; reject: (error: Error) => void };

/**
 * The sandbox provider's card form: the API's page in an iframe, placed in the light DOM through a
 * slot (providers' frames must not live in a shadow root). The card is typed and tokenized inside the
 * frame; this side only exchanges `postMessage`s with it (sdk `cardFormMessageSchema`), accepting
 * them only from the API's origin and from this instance's own frame.
 */
export function SandboxCardForm<Other = never>({
  cardFormPath,
  handleRef,
  maxInstallments,
}: {
  cardFormPath: string;
  handleRef: CardHandleRef<PaymentInput | Other>;
  /** The most installments offered; the form's own default (36) when left out. */
  maxInstallments?: number | undefined;
}) {
  const { config, locale, t } = useWidget();
  const slot = useLightDomSlot('payment');
  const frame = useRef<HTMLIFrameElement | null>(null);
  const pending = useRef<Pending | null>(null);
  const [height, setHeight] = useState(340);
  const apiOrigin = new URL(config.apiBaseUrl).origin;
  const src = new URL(cardFormPath, apiOrigin);
  src.searchParams.set('origin', globalThis.location?.origin ?? '');
  src.searchParams.set('locale', locale === 'en' ? 'en' : 'es');
  if (maxInstallments !== undefined) src.searchParams.set('installments', String(maxInstallments));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin || !frame.current || event.source !== frame.current.contentWindow)
        return;
      const parsed = safeParse(cardFormMessageSchema, event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready' || message.type === 'resize') setHeight(Math.ceil(message.height) + 4);
      if (message.type === 'token') {
        pending.current?.resolve({
          token: message.token,
          paymentMethodId: message.paymentMethodId,
          installments: message.installments,
        });
        pending.current = null;
      }
      if (message.type === 'error') {
        pending.current?.reject(new CardEntryError(message.message));
        pending.current = null;
      }
    };
    globalThis.addEventListener('message', onMessage);
    return () => globalThis.removeEventListener('message', onMessage);
  }, [apiOrigin]);

  useEffect(() => {
    const send = (type: CardFormCommand['type']) =>
      frame.current?.contentWindow?.postMessage(
        { source: 'facturo-checkout', type } satisfies CardFormCommand,
        apiOrigin,
      );
    handleRef.current = {
      requestToken: () =>
        new Promise<PaymentInput>((resolve, reject) => {
          pending.current?.reject(new CardEntryError(t('checkout.cardTimeout')));
          const timer = setTimeout(() => {
            pending.current = null;
            reject(new CardEntryError(t('checkout.cardTimeout')));
          }, TOKEN_TIMEOUT_MS);
          const settle =
            <Value,>(finish: (value: Value) => void) =>
            (value: Value) => {
              clearTimeout(timer);
              finish(value);
            };
          pending.current = { resolve: settle(resolve), reject: settle(reject) };
          send('submit');
        }),
      reset: () => send('reset'),
    };
    return () => {
      handleRef.current = null;
      pending.current = null;
    };
  }, [handleRef, apiOrigin, t]);

  return (
    <>
      {slot.placeholder}
      {slot.container
        ? createPortal(
            <iframe
              ref={frame}
              src={src.href}
              title={t('checkout.cardFrameTitle')}
              style={{
                ...LIGHT_DOM_RESET,
                display: 'block',
                width: '100%',
                height,
                border: 0,
                colorScheme: 'light',
              }}
            />,
            slot.container,
          )
        : null}
    </>
  );
}
