import { expect, type Locator } from '@playwright/test';
import { LoginWidget } from '../pages/login-widget';

/** Mercado Pago Colombia's Visa test card, accepted by the sandbox provider. */
export const VISA_TEST_CARD = { number: '4013 5406 8274 6260', expiry: '11/30', code: '123' };

/** A `<facturo-checkout>` on any page, driven the way a buyer would (Spanish labels). */
export class CheckoutWidget {
  readonly login: LoginWidget;

  constructor(readonly host: Locator) {
    this.login = new LoginWidget(host);
  }

  /** The pay button ("Pagar $ 180.000"). */
  get payButton(): Locator {
    return this.host.getByRole('button', { name: /^Pagar \$/ });
  }

  /** The title of a step or of the result. */
  heading(name: string): Locator {
    return this.host.getByRole('heading', { name, exact: true });
  }

  /** The billing address in Medellín (the rest comes prefilled from the buyer's profile). */
  async fillAddress(): Promise<void> {
    await this.host.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await this.host.getByLabel('Municipio').selectOption({ label: 'Medellín' });
    await this.host.getByLabel('Dirección', { exact: true }).fill('Carrera 43A # 14-109, oficina 502');
  }

  /** Types a test card in the provider's card form (an iframe in the element's light DOM). */
  async enterCard(cardholder: string): Promise<void> {
    const form = this.host.locator('iframe').contentFrame();
    await form.getByLabel('Número de la tarjeta').fill(VISA_TEST_CARD.number);
    await form.getByLabel('Vencimiento (MM/AA)').fill(VISA_TEST_CARD.expiry);
    await form.getByLabel('Código de seguridad').fill(VISA_TEST_CARD.code);
    await form.getByLabel('Nombre como aparece en la tarjeta').fill(cardholder);
  }

  /** From the bag to the payment step: log in inline, check the billing information, continue. */
  async reachPayment(buyer: { email: string; password: string }): Promise<void> {
    await this.host.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(this.host.getByText('Debes iniciar sesión para continuar con la compra.')).toBeVisible();
    await this.login.logIn(buyer.email, buyer.password);
    await expect(this.heading('Datos de facturación')).toBeVisible();
    await expect(this.host.getByLabel('Primer nombre')).not.toHaveValue('');
    await this.fillAddress();
    await this.host.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(this.heading('Pago')).toBeVisible();
  }
}
