/** Where Mercado Pago serves its browser SDK; providers forbid self-hosting it. */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/** What the Card Payment Brick hands over (`getFormData`), snake_case as Mercado Pago sends it. */
export interface BrickCardData {
  token: string;
  payment_method_id: string;
  installments: number;
  issuer_id?: string | number | null;
}

/** The brick's controller. */
export interface BrickController {
  getFormData(): Promise<BrickCardData | null> | BrickCardData | null;
  unmount(): void;
}

/** The part of `window.MercadoPago` the checkout uses. */
export interface MercadoPagoInstance {
  bricks(): { create(brick: 'cardPayment', containerId: string, settings: object): Promise<BrickController> };
}

type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;

let loading: Promise<MercadoPagoConstructor> | null = null;

/**
 * Loads Mercado Pago's SDK once per page (a second checkout reuses it) and resolves with its
 * constructor. A failed download can be retried by calling again.
 */
export function loadMercadoPago(document: Document): Promise<MercadoPagoConstructor> {
  const existing = (document.defaultView as { MercadoPago?: MercadoPagoConstructor } | null)?.MercadoPago;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (document.defaultView as { MercadoPago?: MercadoPagoConstructor } | null)?.MercadoPago;
      if (loaded) resolve(loaded);
      else reject(new Error('Mercado Pago SDK loaded without defining window.MercadoPago.'));
    });
    script.addEventListener('error', () =>
      reject(
        new Error(
          `Mercado Pago's SDK could not be downloaded from ${MERCADOPAGO_SDK_URL}: check the page's Content-Security-Policy (script-src) and the connection.`,
        ),
      ),
    );
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
