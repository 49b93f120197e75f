// The ERP page's own script. It asks the ERP server for a widget session (the API key never reaches the
// browser), mounts both widgets with the token, renews it before it expires, and writes the ERP's deep
// link for each invoice a user opens in the list (`facturo-invoice-open`).
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

connect();
