// The partner's own script (no inline code: the page's CSP forbids it). It listens to the widgets'
// events, which bubble out of their shadow roots to the document, and shows them in a small log.
const log = document.getElementById('event-log');

function record(event) {
  if (!log) return;
  const item = document.createElement('li');
  const detail = event.type === 'facturo-login' ? { user: event.detail.user.email } : event.detail;
  item.textContent = `${event.type} ${JSON.stringify(detail)}`;
  log.prepend(item);
}

for (const type of [
  'facturo-plan-select',
  'facturo-cycle-change',
  'facturo-login',
  'facturo-logout',
  'facturo-checkout-complete',
  'facturo-invoice-open',
]) {
  document.addEventListener(type, record);
}
