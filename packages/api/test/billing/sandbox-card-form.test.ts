import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api-client';
import { buy, TEST_CARDS } from '../support/billing';
import { expectProblem, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

const tokenize = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/sandbox/card-tokens', {
    headers,
    body: {
      card_number: TEST_CARDS.visa.number,
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: 'APRO' },
      ...overrides,
    },
  });

describe('sandbox card form', () => {
  test('the page is framable only by its parent origin and runs without inline code', async () => {
    const response = await call(t.app, 'GET', '/sandbox/card-form?origin=https://partner.example&locale=es');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain('frame-ancestors https://partner.example');
    expect(csp).not.toContain('unsafe-inline');
    expect(response.text).toContain('<script src="card-form.js"></script>');
    expect(response.text).not.toMatch(/<script>|<style>| on[a-z]+="/);
    expect(response.text).toContain('data-parent-origin="https://partner.example"');
    expect(response.text).toContain('Número de la tarjeta');
    const english = await call(t.app, 'GET', '/sandbox/card-form?origin=http://localhost:5173&locale=en');
    expect(english.text).toContain('Card number');
  });

  test.each([
    ['', 36],
    ['&installments=12', 12],
    // Saving a card charges nothing: no installments to choose.
    ['&installments=1', 0],
  ])('the form at ?origin=…%s offers %i installments', async (query, choices) => {
    const response = await call(t.app, 'GET', `/sandbox/card-form?origin=https://partner.example${query}`);
    expect(response.status).toBe(200);
    expect(response.text.includes('<label for="installments">Cuotas</label>')).toBe(choices > 0);
    expect(response.text.match(/<option /g)?.length ?? 0).toBe(choices);
  });

  test.each([
    ['javascript:alert(1)'],
    ['https://partner.example/path'],
    ['https://a.example"><script>'],
    [''],
  ])('an origin like %j is refused (400)', async (origin) => {
    expectProblem(
      await call(t.app, 'GET', `/sandbox/card-form?origin=${encodeURIComponent(origin)}`),
      400,
      'validation_failed',
    );
  });

  test('its script and styles are separate files that speak the documented messages', async () => {
    const script = await call(t.app, 'GET', '/sandbox/card-form.js');
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    for (const type of ['ready', 'resize', 'change', 'token', 'error'])
      expect(script.text).toContain(`type: '${type}'`);
    expect(script.text).toContain("source = 'facturo-card-form'");
    expect(script.text).toContain('event.origin !== parentOrigin');
    expect(() => new Function(script.text)).not.toThrow();
    const styles = await call(t.app, 'GET', '/sandbox/card-form.css');
    expect(styles.headers.get('Content-Type')).toMatch(/^text\/css/);
  });
});

describe('POST /sandbox/card-tokens', () => {
  test.each([
    ['visa', TEST_CARDS.visa.number, '123'],
    ['master', TEST_CARDS.master.number, '123'],
    ['amex', TEST_CARDS.amex.number, '1234'],
  ])('the %s test card is tokenized and its brand detected', async (brand, number, securityCode) => {
    const response = await tokenize({ card_number: number, security_code: securityCode });
    expect(response.status, response.text).toBe(201);
    const digits = number.replace(/\s/g, '');
    expect(response.body).toMatchObject({
      payment_method_id: brand,
      first_six_digits: digits.slice(0, 6),
      last_four_digits: digits.slice(-4),
      status: 'active',
    });
    expect(response.body.id).toMatch(/^[0-9a-f]{32}$/);
  });

  test.each([
    [
      'a number failing the Luhn check',
      { card_number: '4013 5406 8274 6261' },
      'card_number',
      'Revisa el número de la tarjeta.',
    ],
    [
      'letters in the number',
      { card_number: '4013 54O6 8274 6260' },
      'card_number',
      'Revisa el número de la tarjeta.',
    ],
    [
      'an unsupported brand',
      { card_number: '6011 1111 1111 1117' },
      'card_number',
      'Solo aceptamos tarjetas Visa, Mastercard y American Express.',
    ],
    [
      'a 3-digit Amex code',
      { card_number: TEST_CARDS.amex.number, security_code: '123' },
      'security_code',
      'El código de seguridad tiene 4 dígitos.',
    ],
    [
      'a 4-digit Visa code',
      { security_code: '1234' },
      'security_code',
      'El código de seguridad tiene 3 dígitos.',
    ],
    [
      'an expired card',
      { expiration_month: 1, expiration_year: 2020 },
      'expiration_year',
      'La tarjeta está vencida. Revisa la fecha de vencimiento.',
    ],
    ['month 13', { expiration_month: 13 }, 'expiration_month', 'Este valor no es válido.'],
    ['no cardholder name', { cardholder: { name: ' ' } }, 'cardholder.name', 'Este campo es obligatorio.'],
  ])('%s → 422', async (_label, overrides, field, message) => {
    const response = await tokenize(overrides);
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('the form sent empty: every field is required, each on its own', async () => {
    // What the card form's script sends with nothing typed.
    const response = await tokenize({
      card_number: '',
      expiration_month: '',
      expiration_year: '',
      security_code: '',
      cardholder: { name: '' },
    });
    expectProblem(response, 422, 'validation_failed');
    const required = ['Este campo es obligatorio.'];
    expect(response.body.field_errors).toEqual({
      card_number: required,
      expiration_month: required,
      expiration_year: required,
      security_code: required,
      'cardholder.name': required,
    });
  });

  test('errors are translated for the form language', async () => {
    const response = await tokenize({ card_number: '4013 5406 8274 6261' }, { 'Accept-Language': 'en' });
    expect(response.body.field_errors.card_number).toEqual(['Check the card number.']);
  });
});

describe('raw card data stays out of the checkout, the database and the logs', () => {
  test('after tokenizing and buying, no table and no log line holds the number, the security code or the name', async () => {
    const user = await signUp(t);
    const secretName = 'APRO Zuleima Quintero';
    const response = await tokenize({
      card_number: TEST_CARDS.master.number,
      cardholder: { name: secretName },
    });
    expect((await buy(t, user, { token: response.body.id, card: 'master' })).status).toBe(201);
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
      t.deps.db,
    );
    const dump = [];
    for (const { name } of tables) {
      const { rows } = await sql.raw(`select * from "${name}"`).execute(t.deps.db);
      dump.push(JSON.stringify(rows));
    }
    const haystack = `${dump.join('\n')}\n${t.logs.join('\n')}`;
    const digits = TEST_CARDS.master.number.replace(/\s/g, '');
    expect(haystack).not.toContain(digits);
    expect(haystack).not.toContain(TEST_CARDS.master.number);
    expect(haystack).not.toContain('Zuleima');
    // DIAN's sts:SoftwareSecurityCode (a hash of the software's PIN and the invoice number) is not card data.
    expect(haystack.replaceAll('SoftwareSecurityCode', '')).not.toMatch(/security_?code/i);
    expect(haystack).toContain(digits.slice(-4));
  });
});
