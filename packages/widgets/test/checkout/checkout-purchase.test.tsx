import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import { Checkout } from '../../src/index';
import { sessionAnswer } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fakeConnection, organization, signIn, wire } from '../support/billing';
import { APPROVED_PURCHASE, PURCHASE, sandboxCardForm, serveCheckout } from '../support/checkout';
import { cardSubmits, payButton, purchases, reachPayment } from '../support/checkout-journey';
import { FAKE_API_BASE } from '../support/fake-api';
import { renderWidget } from '../support/render';

describe('<Checkout> — purchase', () => {
  test('signed out: the login inline, then the billing step where the buyer was going', async () => {
    const api = serveCheckout({
      routes: { 'POST /auth/login': ({ body }) => sessionAnswer(String(body?.email)) },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Debes iniciar sesión para continuar con la compra.')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.co');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta#2026');
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Datos de facturación' })).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/auth/login')).toBe(true);
  });

  test('opened on the billing step signed out: after the login the focus is on the billing title', async () => {
    serveCheckout({
      routes: { 'POST /auth/login': ({ body }) => sessionAnswer(String(body?.email)) },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} step="billing" />);
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.co');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Secreta#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // The login form that held the focus is gone: the step the buyer is now on takes it, not the body.
    const title = await screen.findByRole('heading', { name: 'Datos de facturación' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  test("signing up inside the checkout shows one step counter: the checkout's", async () => {
    serveCheckout();
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Crea una' }));
    expect(await screen.findByLabelText('Primer nombre')).toBeTruthy();
    expect(screen.queryByText(/^Paso \d de 3$/)).toBeNull();
    expect(screen.getByRole('list', { name: /pasos|progreso/i })).toBeTruthy();
  });

  test('billing information: not prefilled from an organization the buyer only administers (the purchase would not go to it)', async () => {
    signIn();
    const api = serveCheckout({
      routes: { 'GET /organizations': () => wire({ items: [{ ...organization(), role: 'admin' }] }) },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} step="billing" />);
    // The buyer's own data instead (their e-mail, not the organization's).
    await waitFor(() =>
      expect((screen.getByLabelText('Correo para tus facturas') as HTMLInputElement).value).toBe(
        'ana@example.co',
      ),
    );
    expect(api.requests.some((request) => request.path === '/organizations')).toBe(true);
    expect((screen.getByLabelText('Número de documento') as HTMLInputElement).value).not.toBe(
      organization().taxpayer.documentNumber,
    );
  });

  test('billing information: prefilled from the organization, DV computed for the NIT, sdk rules and messages', async () => {
    signIn();
    serveCheckout();
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} step="billing" />);
    await waitFor(() =>
      expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe(
        'Ospina Contadores S.A.S.',
      ),
    );
    expect((screen.getByLabelText('DV') as HTMLInputElement).value).toBe('8');
    expect((screen.getByLabelText('Correo para tus facturas') as HTMLInputElement).value).toBe(
      'facturacion@ospina.co',
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Municipio') as HTMLSelectElement).value).toBe('05001'),
    );
    const documents = within(screen.getByLabelText('Tipo de documento')).getAllByRole('option');
    expect(documents.map((option) => option.textContent)).toEqual(['NIT (31)', 'NIT de otro país (50)']);

    // A persona natural has names instead of a company name, and another DIAN document list.
    await userEvent.click(screen.getByRole('radio', { name: 'Persona natural' }));
    expect(screen.queryByLabelText('Razón social')).toBeNull();
    expect(screen.getByLabelText('Primer apellido')).toBeTruthy();
    // A persona natural may also have a NIT (with its DV); a cédula has none.
    expect((screen.getByLabelText('Tipo de documento') as HTMLSelectElement).value).toBe('31');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), '13');
    expect(screen.queryByLabelText('DV')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Número de documento'));

    await userEvent.type(screen.getByLabelText('Número de documento'), '12a');
    await userEvent.clear(screen.getByLabelText('Correo para tus facturas'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    // The error is the last description of a field (after its hint).
    const errorOf = (label: string) =>
      document.getElementById(
        screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
      )?.textContent;
    expect(errorOf('Primer nombre')).toBe('Este campo es obligatorio.');
    expect(errorOf('Número de documento')).toContain('Ingresa entre');
    expect(errorOf('Correo para tus facturas')).toContain('Este campo es obligatorio.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Primer nombre')));
    await expectNoSeriousA11yViolations(document.body);

    // Department → municipalities from DIVIPOLA.
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), '91');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Municipio')).getByRole('option', { name: 'Leticia' }),
      ).toBeTruthy(),
    );
    expect((screen.getByLabelText('Municipio') as HTMLSelectElement).value).toBe('');
  });

  test('what the buyer typed before the profile arrived stays; the untouched fields still take it', async () => {
    signIn();
    let answer = (): void => undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serveCheckout({
      routes: {
        // A slow profile: the buyer picks the address first.
        'GET /organizations': async () => {
          await arrived;
          return wire({ items: [] });
        },
      },
    });
    fakeConnection().cart.add({ planId: 'invoicing-pyme-600', cycle: 'annual' });
    await renderWidget(<Checkout apiBase={FAKE_API_BASE} step="billing" />);
    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), '91');
    await userEvent.type(screen.getByLabelText('Dirección', { exact: true }), 'Calle 8 # 10-20');
    answer();
    await waitFor(() =>
      expect((screen.getByLabelText('Correo para tus facturas') as HTMLInputElement).value).toBe(
        'ana@example.co',
      ),
    );
    expect((screen.getByLabelText('Primer nombre') as HTMLInputElement).value).not.toBe('');
    expect((screen.getByLabelText('Departamento') as HTMLSelectElement).value).toBe('91');
    expect((screen.getByLabelText('Dirección', { exact: true }) as HTMLInputElement).value).toBe(
      'Calle 8 # 10-20',
    );
  });

  test('APRO: one POST /checkout with an Idempotency-Key, the card token (never card numbers), then success', async () => {
    signIn();
    const api = serveCheckout();
    const onCheckoutComplete = await reachPayment();
    const card = await sandboxCardForm();
    expect(card.frame.getAttribute('src')).toBe(
      'https://api.test.facturo.co/api/v1/sandbox/card-form?origin=http%3A%2F%2Flocalhost%3A3000&locale=es',
    );
    card.post({ type: 'ready', height: 420 });
    await waitFor(() => expect(card.frame.style.height).toBe('424px'));
    card.answerWithTokens();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Pago realizado con éxito' })).toBeTruthy();
    const [purchase] = purchases(api.requests);
    expect(purchase?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(purchase?.body).toMatchObject({
      items: [{ plan_id: 'invoicing-pyme-600', billing_cycle: 'annual', quantity: 1 }],
      payment: { token: 'tok_1', payment_method_id: 'visa', installments: 1 },
      billing_info: {
        email: 'facturacion@ospina.co',
        taxpayer: { taxpayer_type: '1', document_number: '900123456', verification_digit: '8' },
        billing_address: { municipality_code: '05001' },
      },
    });
    expect(JSON.stringify(purchase?.body)).not.toMatch(/card_number|security_code/);
    expect(card.commands).toHaveBeenCalledWith(
      { source: 'facturo-checkout', type: 'submit' },
      'https://api.test.facturo.co',
    );
    expect(await screen.findByText('FCT1041')).toBeTruthy();
    expect(screen.getByText(/Vigente hasta el 19 de noviembre de 2027/)).toBeTruthy();
    expect(onCheckoutComplete.mock.calls[0]?.[0].detail).toEqual({
      status: 'approved',
      paymentId: PURCHASE.paymentId,
      orderId: PURCHASE.orderId,
      invoiceId: PURCHASE.invoiceId,
    });
    expect(fakeConnection().cart.items).toEqual([]);
    await expectNoSeriousA11yViolations(document.body);
  });

  test("a first purchase reloads the buyer's permissions: the new organization's owner rules reach the shared session", async () => {
    signIn();
    const ownerRules = [{ action: 'manage', subject: 'Organization' }];
    let purchased = false;
    serveCheckout({
      routes: {
        'POST /checkout': () => {
          purchased = true;
          return wire(APPROVED_PURCHASE, 201);
        },
        'GET /me': () =>
          wire({
            userData: demoSession('ana@example.co').userData,
            userAbilityRules: purchased ? ownerRules : [],
          }),
      },
    });
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    await waitFor(() => expect(fakeConnection().session.userAbilityRules).toEqual(ownerRules));
  });

  test('a double click pays once', async () => {
    signIn();
    const api = serveCheckout();
    await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    const pay = payButton();
    await userEvent.dblClick(pay);
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    expect(purchases(api.requests)).toHaveLength(1);
    expect(cardSubmits(card)).toHaveLength(1);
  });

  test('a card the form refuses shows its message and sends nothing', async () => {
    signIn();
    const api = serveCheckout();
    await reachPayment();
    const card = await sandboxCardForm();
    card.commands.mockImplementation(() =>
      queueMicrotask(() =>
        card.post({
          type: 'error',
          code: 'validation_failed',
          message: 'Revisa el número de la tarjeta.',
          fieldErrors: {},
        }),
      ),
    );
    await userEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Revisa el número de la tarjeta.');
    expect(purchases(api.requests)).toHaveLength(0);
  });

  test('OTHE rejected: the reason in plain words, retry with another card keeps the billing information', async () => {
    signIn();
    const api = serveCheckout({
      outcomes: [
        { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
        { status: 'approved', statusDetail: 'accredited' },
      ],
    });
    const onCheckoutComplete = await reachPayment();
    let card = await sandboxCardForm();
    card.answerWithTokens('first');
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeTruthy();
    expect(
      screen.getByText('Tu banco rechazó el pago. Intenta con otra tarjeta o comunícate con tu banco.'),
    ).toBeTruthy();
    expect(onCheckoutComplete.mock.calls[0]?.[0].detail.status).toBe('rejected');
    expect(fakeConnection().cart.items).toHaveLength(1);
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Intentar con otra tarjeta' }));
    expect(await screen.findByRole('heading', { name: 'Pago' })).toBeTruthy();
    card = await sandboxCardForm();
    card.answerWithTokens('second');
    await userEvent.click(payButton());
    await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
    const [first, second] = purchases(api.requests);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body?.payment).toMatchObject({ token: 'second_1' });
    expect(second?.body?.billing_info).toEqual(first?.body?.billing_info);
  });

  test('CONT in process: polls the payment and updates itself when it settles', async () => {
    signIn();
    serveCheckout({
      outcomes: [{ status: 'in_process', statusDetail: 'pending_contingency' }],
      polls: ['in_process', 'approved'],
    });
    const onCheckoutComplete = await reachPayment();
    const card = await sandboxCardForm();
    card.answerWithTokens();
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Pago en proceso' })).toBeTruthy();
    await expectNoSeriousA11yViolations(document.body);
    expect(
      await screen.findByRole('heading', { name: 'Pago realizado con éxito' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(onCheckoutComplete.mock.calls.map(([event]) => event.detail.status)).toEqual([
      'in_process',
      'approved',
    ]);
  });
});
