import { escapeHtml } from '../mail/templates/mail-layout';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document';
import { type FieldRow, schemaFields } from './schema-fields';
import type { JsonSchema } from './wire-json-schema';

/** The page's CSP: inline styles only, nothing loaded from anywhere (works offline). */
export const DOCS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const STYLE = `
:root{color-scheme:light dark;--fg:#2f2b3d;--muted:#6d6b77;--line:#e6e5e8;--bg:#fff;--soft:#f8f7fa;--brand:#7367f0}
@media (prefers-color-scheme:dark){:root{--fg:#e1def5;--muted:#a8a6b8;--line:#3b3e55;--bg:#25293c;--soft:#2f3349}}
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.layout{display:grid;grid-template-columns:280px 1fr;min-height:100vh}nav{border-right:1px solid var(--line);padding:1.25rem;position:sticky;top:0;height:100vh;overflow:auto;background:var(--soft)}
nav h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:1.25rem 0 .4rem}nav a{display:block;color:inherit;text-decoration:none;padding:.15rem 0;font-size:.9rem}
nav a:hover{color:var(--brand)}main{padding:2rem 3rem;max-width:1050px}h1{margin-top:0}section.op{border:1px solid var(--line);border-radius:10px;padding:1.25rem;margin:1.25rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-weight:700;font-size:.8rem;border-radius:5px;padding:.15rem .4rem;color:#fff;margin-right:.5rem}
.get{background:#28c76f}.post{background:#7367f0}.patch{background:#ff9f43}.put{background:#00bad1}.delete{background:#ff4c51}
code,.path{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.88em}.path{font-size:1rem;font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.88rem}th,td{text-align:left;border-bottom:1px solid var(--line);padding:.35rem .5rem;vertical-align:top}
th{color:var(--muted);font-weight:600}.badge{font-size:.75rem;border:1px solid var(--line);border-radius:99px;padding:.05rem .5rem;color:var(--muted)}
h3{font-size:.95rem;margin:1rem 0 .25rem}.muted{color:var(--muted)}@media (max-width:800px){.layout{display:block}nav{position:static;height:auto}main{padding:1rem}}`;

// Enough Markdown for our own descriptions: `code`, **bold** and "- " bullet lists.
function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function markdown(text: string): string {
  const blocks = text.split(/\n\n+/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inlineMarkdown(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inlineMarkdown(block)}</p>`;
    })
    .join('\n');
}

function fieldTable(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="muted">No fields.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.path)}</code></td><td>${escapeHtml(row.type)}</td><td>${row.required ? 'yes' : ''}</td><td>${escapeHtml(row.rules.join('; '))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${body}</tbody></table>`;
}

const anchor = (operation: OpenApiOperation) => `op-${operation.operationId}`;

function renderOperation(
  path: string,
  method: string,
  operation: OpenApiOperation,
  messages: ErrorMessages,
): string {
  const parts = [
    `<section class="op" id="${anchor(operation)}"><div><span class="method ${method}">${method.toUpperCase()}</span><span class="path">/api/v1${escapeHtml(path)}</span></div>`,
    `<h2>${escapeHtml(operation.summary)}</h2>`,
    operation.security.length
      ? '<span class="badge">Bearer token</span>'
      : '<span class="badge">Public</span>',
    operation.description ? markdown(operation.description) : '',
  ];
  if (operation.parameters.length) {
    parts.push(
      '<h3>Parameters</h3>',
      fieldTable(
        operation.parameters.map((p) => ({
          path: `${p.name} (${p.in})`,
          type: String(p.schema.type ?? 'any'),
          required: p.required,
          rules: [],
        })),
      ),
    );
  }
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body) parts.push('<h3>Request body (JSON)</h3>', fieldTable(schemaFields(body)));
  for (const [status, response] of Object.entries(operation.responses)) {
    if (operation['x-error-codes'][status]) continue;
    const schema = response.content?.['application/json']?.schema as JsonSchema | undefined;
    parts.push(
      `<h3>${escapeHtml(status)} · ${escapeHtml(response.description)}</h3>`,
      schema ? fieldTable(schemaFields(schema)) : '',
    );
  }
  const errors = Object.entries(operation['x-error-codes']).flatMap(([status, codes]) =>
    codes.map(
      (code) =>
        `<tr><td>${escapeHtml(status)}</td><td><code>${escapeHtml(code)}</code></td><td>${escapeHtml(messages[code]?.es ?? '')}</td><td>${escapeHtml(messages[code]?.en ?? '')}</td></tr>`,
    ),
  );
  if (errors.length) {
    parts.push(
      '<h3>Errors</h3>',
      `<table><thead><tr><th>Status</th><th>Code</th><th>Mensaje (es)</th><th>Message (en)</th></tr></thead><tbody>${errors.join('')}</tbody></table>`,
    );
  }
  parts.push('</section>');
  return parts.join('\n');
}

type ErrorMessages = Record<string, { es: string; en: string }>;

/**
 * A self-contained HTML reference rendered from the OpenAPI document: navigation by tag, and for
 * every operation its parameters, body fields, responses and error codes with their Spanish and
 * English messages. No scripts, fonts or CDN: it renders offline.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description: string };
  const messages = (document['x-error-messages'] ?? {}) as ErrorMessages;
  const byTag = new Map<string, { path: string; method: string; operation: OpenApiOperation }[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, operation }]);
    }
  }
  const nav = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<h2>${escapeHtml(tag)}</h2>${operations
          .map(
            ({ path, method, operation }) =>
              `<a href="#${anchor(operation)}"><code>${method.toUpperCase()}</code> ${escapeHtml(path)}</a>`,
          )
          .join('')}`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<h1 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h1>${operations.map(({ path, method, operation }) => renderOperation(path, method, operation, messages)).join('\n')}`,
    )
    .join('\n');
  const errorRows = Object.entries(messages)
    .map(
      ([code, text]) =>
        `<tr><td><code>${escapeHtml(code)}</code></td><td>${escapeHtml(text.es)}</td><td>${escapeHtml(text.en)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)} · Reference</title><style>${STYLE}</style></head>
<body><div class="layout"><nav><strong>${escapeHtml(info.title)}</strong> <span class="muted">v${escapeHtml(info.version)}</span>
<p><a href="/api/v1/openapi.json">openapi.json</a></p>${nav}<h2>Reference</h2><a href="#error-codes">Error codes</a></nav>
<main><h1>${escapeHtml(info.title)}</h1>${markdown(info.description)}${sections}
<h1 id="error-codes">Error codes</h1><table><thead><tr><th>Code</th><th>Mensaje (es)</th><th>Message (en)</th></tr></thead><tbody>${errorRows}</tbody></table>
</main></div></body></html>`;
}
