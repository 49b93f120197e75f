import * as contracts from '@facturo/sdk/endpoints';
import type { Mailbox } from '@facturo/sdk/schemas';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { escapeHtml } from '../../mail/templates/mail-layout';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function mailboxPage(items: Mailbox['items']): string {
  const rows = items
    .map(
      (
        mail,
      ) => `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">Para: ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
<pre>${escapeHtml(mail.text)}</pre>
<details><summary>HTML</summary><iframe sandbox srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(mail.subject)}"></iframe></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Buzón de desarrollo · Facturo</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#2f2b3d}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}.meta{color:#6d6b77;font-size:.85rem}pre{white-space:pre-wrap;background:#f8f7fa;padding:.75rem;border-radius:6px}iframe{width:100%;height:420px;border:1px solid #ddd}</style></head>
<body><h1>Buzón de desarrollo</h1><p>Correos guardados por la API en lugar de enviarse (no existe en producción). Los más recientes primero.</p>
${rows || '<p>No hay correos todavía.</p>'}</body></html>`;
}

/**
 * `GET /dev/mailbox`: the outbox, newest first, as JSON or (for a browser asking for HTML) as a
 * page. Registered only outside production (every `/dev/*` route is).
 */
export const mailboxRoute = implementEndpoint(contracts.listMailboxEmails, {
  tag: 'Development',
  summary: 'E-mails kept in the outbox (not in production)',
  description:
    'JSON by default; an HTML page when the request prefers `text/html`. An e-mail shows up once the `mail-delivery` job has sent it, usually a second or two after the request that queued it.',
  responses: { 200: { description: 'Newest first.' } },
  handler: async ({ deps, query, c }) => {
    let select = deps.db
      .selectFrom('outboxEmails')
      .select(['to', 'subject', 'text', 'html', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(query.limit);
    if (query.to) select = select.where('to', '=', query.to);
    const items = (await select.execute()).map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
    }));
    const accept = c.req.header('Accept') ?? '';
    if (accept.includes('text/html') && !accept.includes('application/json')) {
      return c.html(mailboxPage(items), 200, { 'Content-Security-Policy': PAGE_CSP });
    }
    return { status: 200, body: { items } };
  },
});
