/**
 * The sandbox card form's script, served as `/sandbox/card-form.js` (a separate file so the page
 * runs under a CSP without `'unsafe-inline'`). Plain ES2017 for any browser, no dependencies. The
 * message contract it speaks is `cardFormMessageSchema` / `cardFormCommandSchema` in the sdk.
 */
export const CARD_FORM_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var parentOrigin = body.getAttribute('data-parent-origin');
  var locale = body.getAttribute('data-locale') || 'es';
  var form = document.getElementById('card-form');
  var inputs = {
    cardNumber: document.getElementById('card-number'),
    expiration: document.getElementById('expiration'),
    securityCode: document.getElementById('security-code'),
    cardholderName: document.getElementById('cardholder-name')
  };
  var installments = document.getElementById('installments');
  var brandLabel = document.getElementById('card-brand');
  var submitButton = form.querySelector('button[type="submit"]');
  var BRAND_NAMES = { visa: 'Visa', master: 'Mastercard', amex: 'American Express' };
  var busy = false;

  function post(message) {
    message.source = 'facturo-card-form';
    message.version = 1;
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  function digitsOf(value) { return value.replace(/\\D/g, ''); }
  // Only for the label and the code length while typing; the API checks the number for real.
  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6][0-9]|7[01]|720))/.test(digits)) return 'master';
    if (/^3[47]/.test(digits)) return 'amex';
    return null;
  }
  // The content's own height: the root's box, not its scrollHeight, which is never less than the
  // frame's viewport. With scrollHeight a frame that once grew (a narrow moment, a shown error) could
  // never shrink back, and the checkout kept the empty height under the fields.
  function height() { return Math.ceil(document.documentElement.getBoundingClientRect().height); }
  function setError(id, message) {
    var input = document.getElementById(id);
    var error = document.getElementById(id + '-error');
    if (error) error.textContent = message || '';
    if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function clearErrors() { ['card-number', 'expiration', 'security-code', 'cardholder-name'].forEach(function (id) { setError(id, ''); }); }
  function state() {
    var digits = digitsOf(inputs.cardNumber.value);
    var brand = brandOf(digits);
    var code = digitsOf(inputs.securityCode.value);
    var complete = digits.length >= 13 && /^(0[1-9]|1[0-2])\\/\\d{2}$/.test(inputs.expiration.value) &&
      code.length === (brand === 'amex' ? 4 : 3) && inputs.cardholderName.value.trim().length > 0;
    return { digits: digits, brand: brand, complete: complete };
  }
  function onChange() {
    var current = state();
    brandLabel.textContent = current.brand ? BRAND_NAMES[current.brand] : '';
    inputs.securityCode.maxLength = current.brand === 'amex' ? 4 : 3;
    post({ type: 'change', complete: current.complete, brand: current.brand });
  }

  inputs.cardNumber.addEventListener('input', function () {
    var digits = digitsOf(inputs.cardNumber.value).slice(0, 19);
    inputs.cardNumber.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    onChange();
  });
  inputs.expiration.addEventListener('input', function () {
    var digits = digitsOf(inputs.expiration.value).slice(0, 4);
    inputs.expiration.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
    onChange();
  });
  inputs.securityCode.addEventListener('input', function () {
    inputs.securityCode.value = digitsOf(inputs.securityCode.value);
    onChange();
  });
  inputs.cardholderName.addEventListener('input', onChange);

  var FIELD_IDS = {
    card_number: ['card-number', 'cardNumber'],
    expiration_month: ['expiration', 'expiration'],
    expiration_year: ['expiration', 'expiration'],
    security_code: ['security-code', 'securityCode'],
    'cardholder.name': ['cardholder-name', 'cardholderName']
  };

  function fail(code, message, fieldErrors) {
    post({ type: 'error', code: code, message: message, fieldErrors: fieldErrors });
    post({ type: 'resize', height: height() });
  }

  function tokenize() {
    if (busy) return;
    busy = true;
    if (submitButton) submitButton.disabled = true;
    clearErrors();
    var parts = inputs.expiration.value.split('/');
    var payload = {
      card_number: digitsOf(inputs.cardNumber.value),
      // As typed ('' when empty), so the API can tell an empty expiry (required) from a wrong one.
      expiration_month: parts[0] || '',
      expiration_year: parts[1] || '',
      security_code: digitsOf(inputs.securityCode.value),
      cardholder: { name: inputs.cardholderName.value.trim() }
    };
    fetch('card-tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(payload)
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    }).then(function (result) {
      if (result.ok) {
        inputs.securityCode.value = '';
        post({ type: 'token', token: result.json.id, paymentMethodId: result.json.payment_method_id,
          lastFourDigits: result.json.last_four_digits, installments: installments ? Number(installments.value) : 1 });
        return;
      }
      var fieldErrors = {};
      var errors = result.json.field_errors || {};
      Object.keys(errors).forEach(function (key) {
        var target = FIELD_IDS[key];
        if (!target) return;
        setError(target[0], errors[key][0]);
        fieldErrors[target[1]] = errors[key];
      });
      fail(result.json.code || 'validation_failed', result.json.message || body.getAttribute('data-unexpected'), fieldErrors);
    }).catch(function () {
      fail('network_error', body.getAttribute('data-unexpected'), {});
    }).then(function () {
      busy = false;
      if (submitButton) submitButton.disabled = false;
    });
  }

  form.addEventListener('submit', function (event) { event.preventDefault(); tokenize(); });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data || event.data.source !== 'facturo-checkout') return;
    if (event.data.type === 'submit') tokenize();
    if (event.data.type === 'reset') { form.reset(); clearErrors(); onChange(); }
  });
  if (typeof ResizeObserver === 'function') {
    var last = 0;
    new ResizeObserver(function () {
      var next = height();
      if (next !== last) { last = next; post({ type: 'resize', height: next }); }
    }).observe(document.documentElement);
  }
  post({ type: 'ready', height: height() });
})();
`;
