// The ERP page's own script. It asks the ERP server for a widget session (the API key never reaches the
// browser), mounts both widgets with the token, renews it before it expires, and writes the ERP's deep
// link for each invoice a user opens in the list (`facturo-invoice-open`). It also listens to the ERP
// server's event stream (/events): when Facturo's webhooks announce an invoice or payment change, the
// widgets fetch their data again and a notice says what happened. Nothing asks Facturo on a timer.
const access = new URLSearchParams(location.search).get('access') === 'read-only' ? 'read-only' : 'full';
const note = document.getElementById('access-note');
// Renew a minute before the token expires (they last 15 minutes).
const RENEW_BEFORE_MS = 60_000;
// Each widget is created only once the first token is here: this page has no Facturo login, so a widget
// mounted without its token would say "Inicia sesión" until the token arrived.
const WIDGETS = [
  {
    slot: 'invoices-slot',
    tag: 'facturo-invoice-list',
    attributes: { id: 'invoices', 'page-size': '10', theme: 'light' },
  },
  {
    slot: 'billing-date-slot',
    tag: 'facturo-billing-date',
    attributes: { id: 'billing-date', theme: 'light' },
  },
];
let widgets = [];

document.getElementById(`access-${access}`)?.setAttribute('aria-current', 'page');

function giveToken(token) {
  if (widgets.length > 0) {
    for (const widget of widgets) widget.accessToken = token;
    return;
  }
  widgets = WIDGETS.map(({ slot, tag, attributes }) => {
    const widget = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
    widget.accessToken = token;
    document.getElementById(slot).replaceChildren(widget);
    return widget;
  });
}

async function connect() {
  try {
    const response = await fetch(`/widget-session?access=${access}`, { method: 'POST' });
    if (!response.ok) throw new Error(`widget session: ${response.status}`);
    const session = await response.json();
    giveToken(session.accessToken);
    note.textContent =
      access === 'read-only'
        ? 'Acceso de solo lectura: puedes consultar, pero no exportar ni cambiar la fecha de cobro.'
        : `Acceso completo (${session.scopes.join(', ')}).`;
    const renewIn = new Date(session.expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS;
    setTimeout(connect, Math.max(renewIn, 10_000));
  } catch (error) {
    console.error(error);
    note.textContent = 'No pudimos conectar con Facturo. Reintentamos en unos segundos.';
    setTimeout(connect, 10_000);
  }
}

// The ERP notes where this invoice lives in its own screens, and lets the widget open its detail view
// too. An ERP that shows the invoice only in its own screen calls `event.preventDefault()` here, and the
// list stays as it is.
document.addEventListener('facturo-invoice-open', (event) => {
  const link = document.getElementById('deep-link');
  link.textContent = `En el ERP: factura ${event.detail.invoiceNumber} abierta en Cuentas por pagar.`;
});
document.addEventListener('facturo-billing-date-change', (event) => {
  note.textContent = `Fecha de cobro actualizada: ${event.detail.mode === 'unified' ? `día ${event.detail.day}` : 'cada servicio en su fecha'}.`;
});

// What each webhook the ERP server forwards says in the ERP; every one changes what the invoice list shows.
const NOTICES = {
  'invoice.issued': (number) => `Factura ${number} emitida`,
  'invoice.paid': (number) => `Factura ${number} pagada`,
  'invoice.voided': (number) => `Factura ${number} anulada`,
  'payment.approved': (number) => (number ? `Pago aprobado de la factura ${number}` : 'Pago aprobado'),
  'payment.rejected': (number) => (number ? `Pago rechazado de la factura ${number}` : 'Pago rechazado'),
};
const liveNotice = document.getElementById('live-notice');
const liveTime = document.getElementById('live-notice-time');
/** Invoice numbers by id, from the invoice events seen here (payment events carry only the id). */
const invoiceNumbers = new Map();
/** The event the notice shows. */
let shown = null;
let timeLabel;
let refreshSoon;

// Only the time next to the notice changes after a minute: it sits outside the role="status" element, so
// screen readers announce the event once, not again when "hace un momento" becomes the time of day.
function announce(text, event) {
  shown = event;
  liveNotice.textContent = text;
  const at = new Date(event.created_at);
  const clock = () => {
    liveTime.textContent = `a las ${at.toLocaleTimeString('es-CO', { timeStyle: 'short' })}`;
  };
  liveTime.dateTime = at.toISOString();
  clearTimeout(timeLabel);
  // A delivery Facturo had to retry may arrive minutes after the change.
  const age = Date.now() - at.getTime();
  if (age >= 60_000) return clock();
  liveTime.textContent = 'hace un momento';
  timeLabel = setTimeout(clock, 60_000 - Math.max(age, 0));
}

/** The widgets fetch their invoices again; a burst of events (payment approved, invoice paid) is one refresh. */
function refreshWidgets() {
  clearTimeout(refreshSoon);
  refreshSoon = setTimeout(() => {
    window.Facturo?.refresh().catch((error) => console.error(error));
  }, 250);
}

function onFacturoEvent(message) {
  const event = JSON.parse(message.data);
  if (event.invoice_number) invoiceNumbers.set(event.invoice_id, event.invoice_number);
  refreshWidgets();
  // "Pago aprobado" adds nothing to "Factura … pagada" for the same invoice, whichever arrived first.
  const sameInvoice = shown?.invoice_id === event.invoice_id;
  if (event.type.startsWith('payment.') && sameInvoice && shown.type.startsWith('invoice.')) return;
  announce(NOTICES[event.type](invoiceNumbers.get(event.invoice_id)), event);
}

function listen() {
  const source = new EventSource('/events');
  for (const type of Object.keys(NOTICES)) source.addEventListener(type, onFacturoEvent);
  // EventSource reconnects by itself; events sent while it was away are not replayed, so the widgets
  // catch up once when it is back.
  let lost = false;
  source.addEventListener('error', () => {
    lost = true;
  });
  source.addEventListener('open', () => {
    if (lost) refreshWidgets();
    lost = false;
  });
}

connect();
listen();
