import { createHash } from 'node:crypto';
import { formatCOP } from '@facturo/sdk/co';
import { escapeHtml } from '../../mail/templates/mail-layout';
import { sandboxBank } from './sandbox-banks';
import type { SandboxTransfer } from './sandbox-pse';

// The page's only styles, inline and allowed by their hash (no other style or any script runs).
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a37;background:#f3f5f8}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{background:#fff7e0;border:1px solid #e3c16f;border-radius:8px;padding:.75rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#4b5563}dd{margin:0;font-weight:600}
.actions{display:grid;gap:.6rem;margin-top:1.25rem}button,a.button{display:block;width:100%;padding:.75rem 1rem;border-radius:8px;border:1px solid #1f4f8a;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.approve{background:#1f4f8a;color:#fff}.reject{background:#fff;color:#a4161a;border-color:#a4161a}.secondary{background:#fff;color:#1f4f8a}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

/** The Content-Security-Policy of the bank page and of the page that sends the buyer back. */
export const BANK_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const STATUS_TEXTS: Record<string, string> = {
  approved: 'Aprobaste este pago.',
  rejected: 'Rechazaste este pago.',
  in_process: 'Dejaste este pago pendiente: el banco lo confirmará en unos momentos.',
  cancelled: 'Abandonaste este pago.',
};

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${head}<style>${CSS}</style></head>
<body><main>${body}</main></body>
</html>`;

/**
 * The sandbox's bank page, in Spanish as Colombian banks' are: what is paid and four buttons that
 * approve, reject, leave pending or abandon the transfer (a plain form, no script). A transfer that
 * was already decided says so and links back to the return address.
 */
export function bankPage(transfer: SandboxTransfer, session: string): string {
  const bank = sandboxBank(transfer.financialInstitution)?.name ?? 'Banco de pruebas';
  const details = `<dl>
<dt>Comercio</dt><dd>Facturo</dd>
<dt>Concepto</dt><dd>${escapeHtml(transfer.description)}</dd>
<dt>Valor</dt><dd>${escapeHtml(formatCOP(transfer.amount, 'es'))}</dd>
<dt>Código único (CUS)</dt><dd>${escapeHtml(transfer.bankTransferId ?? '')}</dd>
</dl>`;
  const intro = `<h1>${escapeHtml(bank)}</h1><p>Pago por PSE (débito desde tu cuenta)</p>
<p class="note" role="note">Banco de pruebas de Facturo: no se mueve dinero. Elige qué responde el banco.</p>`;
  if (transfer.status !== 'pending') {
    const back = transfer.callbackUrl
      ? `<a class="button secondary" href="${escapeHtml(transfer.callbackUrl)}">Volver al comercio</a>`
      : '';
    return page(
      `${bank} · PSE`,
      `${intro}${details}<p role="status">${escapeHtml(STATUS_TEXTS[transfer.status] ?? '')}</p>${back}`,
    );
  }
  return page(
    `${bank} · PSE`,
    `${intro}${details}
<form method="get" action="bank/decision" aria-label="Responder al pago">
<input type="hidden" name="session" value="${escapeHtml(session)}">
<div class="actions">
<button type="submit" name="decision" value="approve" class="approve">Aprobar el pago</button>
<button type="submit" name="decision" value="reject" class="reject">Rechazar el pago</button>
<button type="submit" name="decision" value="pending" class="secondary">Dejar el pago pendiente</button>
<button type="submit" name="decision" value="abandon" class="secondary">Abandonar y volver al comercio</button>
</div>
</form>`,
  );
}

/**
 * What the buyer sees while the browser goes back to the return address (an immediate refresh),
 * with a link in case it does not.
 */
export function returnPage(transfer: SandboxTransfer): string {
  const url = escapeHtml(transfer.callbackUrl ?? '');
  return page(
    'Volviendo al comercio',
    `<h1>Volviendo al comercio…</h1><p role="status">${escapeHtml(STATUS_TEXTS[transfer.status] ?? '')}</p>
<a class="button secondary" href="${url}">Volver al comercio</a>`,
    `<meta http-equiv="refresh" content="0;url=${url}">`,
  );
}
