import type { RenderedMail } from '../mailer';

/** Escapes text for HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The parts of an e-mail: paragraphs, then an optional code or button, then a closing note. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A 6-digit code, shown big. */
  code?: string;
  /** A call to action (reset link, invitation). */
  action?: { label: string; url: string };
  /** Why the reader got this and what to do if it was not them. */
  footer: string;
  /** Language of the message, for `<html lang>`. */
  lang: string;
}

/**
 * Builds the plain-text and HTML versions of a message from the same content. The HTML is a single
 * table with inline styles, which is what e-mail clients render reliably.
 */
export function renderMail(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
    '',
    '— Facturo',
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#2f2b3d">${escapeHtml(value)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#2f2b3d">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#7367f0;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#6d6b77;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8f7fa;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#7367f0">Facturo</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${code}${action}
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#6d6b77">${escapeHtml(content.footer)}</p>
</td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
