import * as contracts from '@facturo/sdk/endpoints';
import { MAX_INSTALLMENTS } from '@facturo/sdk/schemas';
import { notFound } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { hiddenAssetRoute } from '../../kernel/hidden-asset-route';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { BANK_PAGE_CSP, bankPage, returnPage } from '../../payment-providers/sandbox/bank-page';
import { CARD_FORM_CSS, cardFormPage } from '../../payment-providers/sandbox/card-form.page';
import { CARD_FORM_SCRIPT } from '../../payment-providers/sandbox/card-form.script';
import { createCardToken } from '../../payment-providers/sandbox/card-token.service';
import { sandboxOf } from '../../payment-providers/sandbox/sandbox-provider';

const TAG = 'Sandbox payments';

const requireSandbox = (deps: AppDeps) => {
  const sandbox = sandboxOf(deps.paymentProvider);
  if (!sandbox) throw notFound('the sandbox provider is not configured');
  return sandbox;
};

/** The transfer a bank page session names; 404 for a session that does not verify. */
const transferOf = async (deps: AppDeps, session: string) => {
  const transfer = await requireSandbox(deps).bankPage.transferOf(session);
  if (!transfer) throw notFound('this bank session does not exist');
  return transfer;
};

const BANK_HEADERS = { 'Content-Security-Policy': BANK_PAGE_CSP, 'Cache-Control': 'no-store' };

/**
 * A static file of the card form (served apart so the page needs no inline code), cacheable for an
 * hour. The only routes without a contract: see `hiddenAssetRoute`.
 */
const assetRoute = (path: `/${string}`, summary: string, body: string, contentType: string) =>
  hiddenAssetRoute({
    path,
    summary,
    serve: ({ deps }) => {
      requireSandbox(deps);
      return new Response(body, {
        headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
      });
    },
  });

/** The sandbox provider's card form (for an iframe), its tokenization endpoint and its PSE bank page. */
export const sandboxRoutes = [
  implementEndpoint(contracts.getSandboxCardForm, {
    tag: TAG,
    summary: 'Sandbox card form (for an iframe)',
    description:
      "An HTML card form, as Mercado Pago's own fields are, for an `<iframe>` in the checkout. It tokenizes the card through `POST /sandbox/card-tokens` and talks to the parent page with `postMessage` (sdk `cardFormMessageSchema`): `ready`, `resize`, `change`, `token`, `error`; the parent sends `{ source: 'facturo-checkout', type: 'submit' | 'reset' }`. Only `origin` may frame it (CSP `frame-ancestors`), and it runs without inline code. 404 unless the sandbox provider is configured.",
    responses: { 200: { description: 'The form.' } },
    errors: { 404: ['not_found'] },
    handler: ({ deps, query, locale, c }) => {
      requireSandbox(deps);
      const html = cardFormPage({
        locale: query.locale ?? locale,
        parentOrigin: query.origin,
        showButton: query.button === '1',
        maxInstallments: query.installments ?? MAX_INSTALLMENTS,
      });
      return c.html(html, 200, {
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors ${query.origin}`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  assetRoute('/sandbox/card-form.js', 'Script of the sandbox card form', CARD_FORM_SCRIPT, 'text/javascript'),
  assetRoute('/sandbox/card-form.css', 'Styles of the sandbox card form', CARD_FORM_CSS, 'text/css'),
  implementEndpoint(contracts.createCardToken, {
    tag: TAG,
    summary: 'Tokenize a test card',
    description:
      "The sandbox's `POST /v1/card_tokens`: Luhn check, brand detection (Visa, Mastercard, American Express), security code of 3 (4 for Amex) digits and an expiry in the future. Test cards: Mastercard 5254 1336 7440 3564, Visa 4013 5406 8274 6260 (CVV 123), Amex 3743 781877 55283 (CVV 1234). The cardholder name sets the outcome: APRO, CONT, OTHE, CALL, FUND, SECU, EXPI, FORM. Only the brand, first six and last four digits are kept; the token works once, for 7 days.",
    responses: { 201: { description: 'The token.' } },
    errors: { 404: ['not_found'], 429: ['rate_limited'] },
    handler: async ({ deps, body, clientIp, t }) => {
      requireSandbox(deps);
      return { status: 201, body: await createCardToken(deps, body, clientIp, t) };
    },
  }),
  implementEndpoint(contracts.getSandboxBankPage, {
    tag: TAG,
    summary: 'Sandbox PSE bank page',
    description:
      "Where the sandbox's PSE `redirect_url` sends the buyer: a Spanish page, as a bank's, with the amount, the concept and the transfer id (CUS), and four buttons — approve, reject, leave pending (it settles to approved after the sandbox's settle delay) or abandon (the transfer expires). Each goes to `GET /sandbox/pse/bank/decision`. `session` is signed: only the buyer sent there can decide. 404 unless the sandbox provider is configured.",
    responses: { 200: { description: 'The bank page.' } },
    errors: { 404: ['not_found'] },
    handler: async ({ deps, query, c }) => {
      const transfer = await transferOf(deps, query.session);
      return c.html(bankPage(transfer, query.session), 200, BANK_HEADERS);
    },
  }),
  implementEndpoint(contracts.decideSandboxBankPayment, {
    tag: TAG,
    summary: "Answer the sandbox bank's PSE page",
    description:
      "Applies the buyer's decision to a transfer still waiting for it (`approve` → `approved`/`accredited`; `reject` → `rejected`/`rejected_by_bank`; `pending` → `in_process`, approved after the settle delay; `abandon` → `cancelled`/`expired`), sends the signed payment notification as Mercado Pago would, and answers a page that sends the browser back to the return address (with `facturo_payment_id`). A transfer already decided stays as it is. 404 unless the sandbox provider is configured.",
    responses: { 200: { description: 'The page that sends the buyer back.' } },
    errors: { 404: ['not_found'] },
    handler: async ({ deps, query, c }) => {
      const transfer = await transferOf(deps, query.session);
      const decided = await requireSandbox(deps).bankPage.decide(transfer, query.decision);
      return c.html(returnPage(decided), 200, BANK_HEADERS);
    },
  }),
];
