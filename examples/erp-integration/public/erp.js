// The ERP page's own script. It asks the ERP server for a widget session (the API key never reaches the
// browser), gives the token to both widgets, renews it before it expires, and turns
// `facturo-invoice-open` into a link to the ERP's own invoice screen.
const access = new URLSearchParams(location.search).get('access') === 'read-only' ? 'read-only' : 'full';
const widgets = [document.getElementById('invoices'), document.getElementById('billing-date')];
const note = document.getElementById('access-note');
// Renew a minute before the token expires (they last 15 minutes).
const RENEW_BEFORE_MS = 60_000;

document.getElementById(`access-${access}`)?.setAttribute('aria-current', 'page');

async function connect() {
  try {
    const response = await fetch(`/widget-session?access=${access}`, { method: 'POST' });
    if (!response.ok) throw new Error(`widget session: ${response.status}`);
    const session = await response.json();
    for (const widget of widgets) widget.accessToken = session.accessToken;
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

// Keep the list (the widget's own detail view stays available with a click on "Ver en Facturo").
document.addEventListener('facturo-invoice-open', (event) => {
  const link = document.getElementById('deep-link');
  link.textContent = `En el ERP: factura ${event.detail.invoiceId} abierta en Cuentas por pagar.`;
});
document.addEventListener('facturo-billing-date-change', (event) => {
  note.textContent = `Fecha de cobro actualizada: ${event.detail.mode === 'unified' ? `día ${event.detail.day}` : 'cada servicio en su fecha'}.`;
});

connect();
