import { escapeHtml } from '../../mail/templates/mail-layout';

/** Texts of the sandbox card form (server-rendered; the form has no other text). */
const TEXTS = {
  es: {
    title: 'Tarjeta de prueba · Facturo',
    number: 'Número de la tarjeta',
    expiration: 'Vencimiento (MM/AA)',
    securityCode: 'Código de seguridad',
    name: 'Nombre como aparece en la tarjeta',
    installments: 'Cuotas',
    submit: 'Usar esta tarjeta',
    hint: 'Modo de pruebas: usa una tarjeta de prueba de Mercado Pago Colombia. El nombre APRO aprueba, CONT deja el pago en proceso y OTHE, CALL, FUND, SECU, EXPI o FORM lo rechazan.',
    unexpected: 'No pudimos validar la tarjeta. Inténtalo de nuevo.',
  },
  en: {
    title: 'Test card · Facturo',
    number: 'Card number',
    expiration: 'Expiry (MM/YY)',
    securityCode: 'Security code',
    name: 'Name as printed on the card',
    installments: 'Installments',
    submit: 'Use this card',
    hint: 'Test mode: use a Mercado Pago Colombia test card. The name APRO approves, CONT leaves the payment in process, and OTHE, CALL, FUND, SECU, EXPI or FORM reject it.',
    unexpected: 'We could not validate the card. Please try again.',
  },
} as const;

/** Languages the card form is written in. */
export type CardFormLocale = keyof typeof TEXTS;

const field = (id: string, label: string, attributes: string) =>
  `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" ${attributes} aria-describedby="${id}-error"><p class="error" id="${id}-error" role="alert"></p></div>`;

/**
 * The card form's HTML. It loads its script and styles from the API (no inline code, so it runs
 * under `script-src 'self'; style-src 'self'`), and talks only to `parentOrigin`.
 */
export function cardFormPage(options: {
  locale: CardFormLocale;
  parentOrigin: string;
  showButton: boolean;
  maxInstallments: number;
}): string {
  const t = TEXTS[options.locale];
  const choices = Array.from(
    { length: options.maxInstallments },
    (_, index) => `<option value="${index + 1}">${index + 1}</option>`,
  ).join('');
  // One installment is no choice (and saving a card charges nothing): no selector then.
  const installments =
    options.maxInstallments > 1
      ? `<div class="field"><label for="installments">${escapeHtml(t.installments)}</label><select id="installments" name="installments">${choices}</select></div>`
      : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><link rel="stylesheet" href="card-form.css"></head>
<body data-parent-origin="${escapeHtml(options.parentOrigin)}" data-locale="${options.locale}" data-unexpected="${escapeHtml(t.unexpected)}">
<form id="card-form" novalidate>
${field('card-number', t.number, 'name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"')}
<span id="card-brand" class="brand" aria-live="polite"></span>
<div class="row">
${field('expiration', t.expiration, 'name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="5"')}
${field('security-code', t.securityCode, 'name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
</div>
${field('cardholder-name', t.name, 'name="ccname" autocomplete="cc-name" maxlength="60"')}
${installments}
<p class="hint">${escapeHtml(t.hint)}</p>
<button type="submit" class="${options.showButton ? 'submit' : 'submit hidden'}">${escapeHtml(t.submit)}</button>
</form>
<script src="card-form.js"></script>
</body>
</html>`;
}

/** The card form's styles (served as `card-form.css`). */
export const CARD_FORM_CSS = `*{box-sizing:border-box}body{margin:0;padding:4px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2f2b3d;background:transparent}
.field{margin:0 0 10px}.row{display:flex;gap:12px}.row .field{flex:1}label{display:block;font-size:13px;margin:0 0 4px;color:#444050}
input,select{width:100%;padding:9px 11px;border:1px solid #c9c7ce;border-radius:6px;font:inherit;color:inherit;background:#fff}
input:focus,select:focus{outline:2px solid #7367f0;outline-offset:1px;border-color:#7367f0}input[aria-invalid="true"]{border-color:#d32f2f}
.error{color:#b42318;font-size:13px;margin:4px 0 0;min-height:0}.error:empty{display:none}.brand{display:block;font-size:12px;color:#6d6b77;margin:-6px 0 8px;min-height:1em}
.hint{font-size:12px;color:#6d6b77;margin:6px 0}.submit{padding:9px 16px;border:0;border-radius:6px;background:#7367f0;color:#fff;font:inherit;cursor:pointer}
.submit:disabled{opacity:.6;cursor:progress}.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;padding:0;border:0}`;
