/** Error catalogue, keyed by the stable codes the API sends in `{ code }`. */
export const errors = {
  wrong_code: 'The verification code is wrong.',
  code_expired: 'The verification code has expired. Ask for a new one.',
  code_used: 'This verification code has already been used. Ask for a new one.',
  code_incorrect: 'The code you entered is incorrect.',
  code_locked: 'Too many wrong attempts. Ask for a new code.',
  email_taken: 'An account with this email already exists.',
  invalid_credentials: 'The email or password is incorrect.',
  unexpected_error: 'Sorry, an error occurred.',
  demo_unavailable: 'This is not available in the demo: try it with your account.',
  something_went_wrong: 'Something went wrong.',
  try_again_later: 'Something went wrong, please try again later.',
  payment_error: 'Payment processing error: please verify your payment information and try again.',
  login_required: 'You must be logged in to proceed with the purchase.',
  session_expired: 'Your session has expired. Please log in again.',
  network_error: 'We could not reach the server. Check your connection and try again.',
  validation_failed: 'Some fields need your attention.',
  not_found: 'We could not find what you were looking for.',
  forbidden: 'You do not have permission to do this.',
  rate_limited: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
  conflict: 'This action conflicts with the current state. Reload and try again.',
  request_timeout: 'The server took too long to answer. Please try again in a moment.',
  payload_too_large: 'The request is too large.',
  export_too_large: 'More than 20,000 invoices for Excel: narrow the filters or download them as CSV.',
  // Billing date (sdk planBillingDateChange).
  billing_day_out_of_range: 'Choose a billing day between {{min}} and {{max}}.',
  billing_date_acknowledgement_required:
    'Going back to charging each service on its own date creates new adjustment charges and separate invoices. Confirm that you understand to continue.',
  billing_date_service_overdue:
    'A service has an unpaid renewal invoice. Pay it before changing the billing date.',
  // Accounts, organizations and request handling (reference API).
  authentication_required: 'Log in to continue.',
  invalid_json: 'We could not read the request. Send a JSON object.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  captcha_required: 'Complete the security check (captcha) to continue.',
  captcha_failed: 'We could not confirm you are not a robot. Try the security check again.',
  registration_pending:
    'A sign-up for this email is already waiting for its verification code. Check your inbox, or start again in 10 minutes.',
  registration_token_invalid:
    'Your email verification has expired. Verify your email again to finish signing up.',
  reset_token_invalid:
    'This password reset link is invalid, has expired or was already used. Ask for a new one.',
  csrf_failed: 'We could not verify your session. Reload the page and try again.',
  username_taken: 'This username is already taken. Choose another one.',
  organization_exists: 'You already have an organization with this document number.',
  last_owner: 'You are the only owner. Make another member an owner first.',
  owner_role_required: 'Only an owner can grant or remove the owner role.',
  clinician_role_owner_only:
    "In a clinic, only an owner can grant or remove the clinician role: it opens every patient's clinical history.",
  already_member: 'This person is already a member of the organization.',
  invitation_invalid: 'This invitation is invalid, has expired or was already used. Ask for a new one.',
  invitation_email_mismatch:
    'This invitation was sent to another email address. Log in with that address to accept it.',
  // Billing: checkout, payments, invoices, integrators (reference API, part 2).
  idempotency_key_required:
    'The Idempotency-Key header is missing: send a unique identifier for each purchase or payment attempt.',
  idempotency_key_reused:
    'This payment attempt was already made with different data. Review your purchase and try again.',
  idempotency_in_progress: 'Your payment is still being processed. Wait a few seconds and check again.',
  card_token_invalid: 'The card details have expired or were already used. Enter them again.',
  pse_transfer_refused: 'The bank could not start the PSE transfer. Choose another bank or pay by card.',
  payment_provider_unavailable:
    'We could not confirm the payment with the payment gateway. Check your invoice status in a few minutes before trying again.',
  webhook_signature_invalid: 'The payment notification signature is invalid.',
  invoice_not_payable: 'This invoice can no longer be paid: it is paid, cancelled or expired.',
  plan_already_owned:
    'This organization already has a plan of this service, and that plan covers the whole organization. You do not need to buy it again: renew it or pay its open invoice from your subscriptions.',
  plan_purchase_in_progress:
    'A payment for a plan of this service is already in progress. Wait for it to be confirmed before trying to buy it again.',
  subscription_not_active:
    'This subscription is not in service: only an active subscription can be cancelled (or resumed) before its end date.',
  plan_change_same_plan: 'You already have this plan on this billing cycle. Choose another plan or cycle.',
  plan_change_other_service:
    'You can only change to another plan of the same service. For another service, buy its plan from the plans page.',
  plan_change_unsupported:
    'The digital certificate does not change plans: when it expires, buy the one you need.',
  plan_cycle_unavailable:
    'This plan is not sold on that billing cycle. Choose the monthly or annual cycle it offers.',
  plan_change_not_immediate: 'This change takes effect at the next renewal and is not paid now: schedule it.',
  plan_change_needs_payment:
    'This change takes effect today and is paid now: confirm it by paying the difference.',
  plan_change_renewal_open:
    'This subscription’s renewal is already invoiced: pay it first, then change plans.',
  plan_change_in_progress:
    'A plan-change payment for this subscription is already in progress. Wait for it to be confirmed.',
  subscription_cancel_scheduled:
    'This subscription is cancelled at the end of its period: resume it before changing plans.',
  legal_version_outdated:
    'A newer version of the terms or of the data policy was published: reload the page and read it before accepting.',
  subscription_payment_in_flight:
    'A payment for this subscription’s invoice is being processed. Wait for it to be confirmed before cancelling.',
  metrics_token_invalid: 'Metrics need the METRICS_TOKEN token in the Authorization: Bearer header.',
  payment_method_default_in_use:
    'This is your default card for automatic renewals: make another card the default before removing it.',
  webhook_endpoint_disabled: 'This webhook is turned off: turn it on to send it events.',
  invoice_not_electronic: 'This invoice was issued before electronic invoicing: it has no PDF, XML or CUFE.',
  document_not_validated:
    'DIAN has not validated this document yet. The package for the customer is ready once DIAN accepts it.',
  invoicing_unavailable:
    'We received your payment but could not issue the electronic invoice right now. Our team has been alerted: your service starts as soon as it is issued.',
  organization_required: 'You belong to several organizations: say which one in organization_id.',
  scope_missing: 'This access does not include the permission this action needs.',
  api_key_invalid: 'The API key is invalid or was revoked. Create a new one in the organization.',
  prefix_exists: 'You already have this prefix for that document type.',
  subscription_inactive: 'This subscription is not active. Renew it to keep issuing documents.',
  subscription_without_documents:
    'This subscription includes no documents (it is a digital certificate). Report usage against the subscription of the service that issued the documents.',
  // Clinic: patients, clinical history, appointments, admissions, calendar.
  patient_document_taken:
    'A patient with this document type and number is already registered. Search for them instead.',
  not_a_professional:
    "The chosen person is not one of the clinic's professionals. Choose a member with the clinician role.",
  appointment_overlap: 'The professional already has an appointment at that time. Choose another time.',
  appointment_on_holiday: 'That day is a public holiday in Colombia. Choose another day.',
  appointment_on_closure_day: 'The clinic is closed that day. Choose another day.',
  appointment_in_schedule_lock: 'That time is blocked in the schedule. Choose another time.',
  appointment_in_past: 'That time has already passed. Choose a future date and time.',
  appointment_not_active:
    'This appointment was already attended, cancelled or marked as a no-show, so it can no longer change.',
  appointment_not_started: 'You can mark a no-show only once the appointment time has started.',
  admission_appointment_mismatch:
    "That appointment belongs to another patient. Choose one of this patient's appointments.",
  admission_in_future: 'The arrival time cannot be in the future.',
  admission_appointment_other_day:
    'That appointment is on another day. Admit the patient on the day of the appointment, or as a walk-in.',
  history_entry_signed:
    'This clinical history entry is signed and can no longer change. Add an addendum to correct or complete it.',
  history_entry_open: 'This entry is not signed yet. Write and sign it before adding an addendum.',
  history_entry_not_author: 'Only the professional this entry is assigned to can write and sign it.',
  history_in_future: 'The consultation date cannot be in the future.',
  closure_day_exists: 'This date is already registered as a closure day.',
  closure_day_in_past: 'Choose today or a future date for the closure.',
  schedule_lock_in_past: 'The lock ends in the past. Choose a range that has not finished yet.',
} as const;
