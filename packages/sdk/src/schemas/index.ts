/**
 * @facturo/sdk/schemas — The zod (mini) schemas of every request and response body of the Facturo API, one file per
 * resource; types are the camelCase shapes (the wire is snake_case).
 * @module
 */

export type { AddressZone, BillingAddress, BillingAddressInput } from './address.schema';
export { ADDRESS_ZONES, billingAddressSchema } from './address.schema';
export type { Admission, CreateAdmissionRequest, PayerType } from './admission.schema';
export {
  ADMISSION_KINDS,
  admissionListQuerySchema,
  admissionListSchema,
  admissionParamsSchema,
  admissionSchema,
  createAdmissionRequestSchema,
  PAYER_TYPES,
} from './admission.schema';
export type { ApiErrorBody } from './api-error.schema';
export { apiErrorBodySchema } from './api-error.schema';
export type {
  Appointment,
  AppointmentChangeKind,
  AppointmentDetail,
  AppointmentStatus,
  CreateAppointmentRequest,
  MoveAppointmentRequest,
  Professional,
} from './appointment.schema';
export {
  ACTIVE_APPOINTMENT_STATUSES,
  APPOINTMENT_CHANGE_KINDS,
  APPOINTMENT_DURATION,
  APPOINTMENT_STATUSES,
  agendaWeek,
  appointmentChangeSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentParamsSchema,
  appointmentSchema,
  appointmentStatusRequestSchema,
  bogotaDateTime,
  bogotaParts,
  cancelAppointmentRequestSchema,
  createAppointmentRequestSchema,
  MAX_AGENDA_DAYS,
  moveAppointmentRequestSchema,
  professionalListSchema,
  professionalSchema,
  toBogotaDateTime,
} from './appointment.schema';
export type {
  CompleteRegistrationRequest,
  LoginRequest,
  RegisterRequest,
  SessionResponse,
} from './auth.schema';
export {
  acceptedResponseSchema,
  completeRegistrationRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendCodeRequestSchema,
  resendCodeResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './auth.schema';
export type {
  BillingAdjustment,
  BillingSchedule,
  BillingScheduleChange,
  BillingSchedulePlan,
} from './billing-schedule.schema';
export {
  billingAdjustmentSchema,
  billingScheduleChangeSchema,
  billingSchedulePlanSchema,
  billingScheduleSchema,
  scheduledServiceSchema,
} from './billing-schedule.schema';
export {
  CHECKOUT_MAX_ITEMS,
  CHECKOUT_MAX_QUANTITY,
  MAX_INSTALLMENTS,
  PSE_RETURN_PARAM,
} from './checkout.constants';
export type {
  BillingInfo,
  CardPayment,
  CheckoutPayment,
  CheckoutRequest,
  CheckoutResponse,
  PaymentInput,
} from './checkout.schema';
export {
  billingInfoSchema,
  cardPaymentSchema,
  checkoutItemSchema,
  checkoutPaymentSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentInputSchema,
} from './checkout.schema';
export type { CheckoutConfig } from './checkout-config.schema';
export { checkoutConfigSchema } from './checkout-config.schema';
export type { ClosedDay, ClosureDay, ScheduleLock, ScheduleLockRequest } from './clinic-calendar.schema';
export {
  CLOSED_DAY_SOURCES,
  closedDayListSchema,
  closedDaySchema,
  closedDaysQuerySchema,
  closureDayParamsSchema,
  closureDayRequestSchema,
  closureDaySchema,
  MAX_LOCK_DAYS,
  scheduleLockListQuerySchema,
  scheduleLockListSchema,
  scheduleLockParamsSchema,
  scheduleLockRequestSchema,
  scheduleLockSchema,
} from './clinic-calendar.schema';
export type {
  AuditAction,
  AuditEvent,
  CreateHistoryEntryRequest,
  Diagnosis,
  DiagnosisInput,
  HistoryEntry,
  SignHistoryEntryRequest,
} from './clinical-history.schema';
export {
  AUDIT_ACTIONS,
  addendumRequestSchema,
  addendumSchema,
  auditEventSchema,
  auditLogQuerySchema,
  auditLogSchema,
  createHistoryEntryRequestSchema,
  DIAGNOSIS_TYPES,
  diagnosisSchema,
  HISTORY_ENTRY_STATUSES,
  historyEntryListSchema,
  historyEntryParamsSchema,
  historyEntrySchema,
  historyListQuerySchema,
  MAX_DIAGNOSES,
  RIPS_DIAGNOSIS_TYPE_CODES,
  signHistoryEntryRequestSchema,
} from './clinical-history.schema';
export type { ContactRequest, ContactResponse, ContactTopic, NewsletterRequest } from './contact.schema';
export {
  CONTACT_MESSAGE_LENGTH,
  CONTACT_TOPICS,
  contactRequestSchema,
  contactResponseSchema,
  newsletterRequestSchema,
} from './contact.schema';
export type { Dashboard, UpcomingCharge } from './dashboard.schema';
export {
  dashboardSchema,
  planUsageSchema,
  spendingMonthSchema,
  upcomingChargeSchema,
  usageMonthSchema,
} from './dashboard.schema';
export type { CorrectionConceptCode, DianStatus } from './dian-document.constants';
export {
  CORRECTION_CONCEPT_CODES,
  DIAN_DOCUMENT_ENVIRONMENTS,
  DIAN_STATUSES,
} from './dian-document.constants';
export type { CreditNote, DianRule, DianState } from './dian-document.schema';
export {
  creditNoteParamsSchema,
  creditNoteSchema,
  dianRuleSchema,
  dianStateSchema,
} from './dian-document.schema';
export type { ApiKeyScope, WidgetScope } from './integrator.constants';
export {
  API_KEY_SCOPES,
  WIDGET_SCOPES,
  WIDGET_SESSION_DEFAULT_TTL_SECONDS,
  WIDGET_SESSION_MAX_TTL_SECONDS,
} from './integrator.constants';
export type {
  ApiKey,
  CreateApiKeyRequest,
  WidgetSession,
  WidgetSessionRequest,
} from './integrator.schema';
export {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  widgetSessionRequestSchema,
  widgetSessionSchema,
} from './integrator.schema';
export type { InvoiceSort, InvoiceStatus } from './invoice.constants';
export {
  INVOICE_LINE_KINDS,
  INVOICE_PAGE_SIZES,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  PAYABLE_INVOICE_STATUSES,
} from './invoice.constants';
export type {
  Invoice,
  InvoiceLine,
  InvoiceListResponse,
  InvoiceQuery,
} from './invoice.schema';
export {
  invoiceLineSchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoiceQuerySchema,
  invoiceSchema,
} from './invoice.schema';
export type { LegalDocument } from './legal.constants';
export { LEGAL_DOCUMENTS } from './legal.constants';
export type {
  AccountLanguage,
  LegalAcceptanceRequest,
  MeResponse,
  ProfileFields,
  UpdateMeRequest,
  UserDataResponse,
  UserProfileInput,
} from './me.schema';
export {
  ACCOUNT_LANGUAGES,
  abilityRuleSchema,
  legalAcceptanceRequestSchema,
  membershipSummarySchema,
  meResponseSchema,
  updateMeRequestSchema,
  userDataSchema,
  userProfileSchema,
} from './me.schema';
export type { Notification, NotificationKind } from './notification.schema';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_RESOURCES,
  notificationListSchema,
  notificationSchema,
} from './notification.schema';
export type {
  CreateOrganizationRequest,
  Invitation,
  InvitationPreview,
  Member,
  Organization,
  OrganizationKind,
  OrganizationRole,
  UpdateOrganizationRequest,
} from './organization.schema';
export {
  acceptInvitationRequestSchema,
  createOrganizationRequestSchema,
  INVITATION_STATUSES,
  invitationListSchema,
  invitationParamsSchema,
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteMemberRequestSchema,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  ORGANIZATION_KINDS,
  ORGANIZATION_ROLES,
  organizationListSchema,
  organizationSchema,
  updateMemberRequestSchema,
  updateOrganizationRequestSchema,
} from './organization.schema';
export type { OrganizationScopeQuery } from './path-params.schema';
export { idParam, organizationParamsSchema, organizationScopeQuerySchema } from './path-params.schema';
export type { CivilStatus, Patient, PatientInput, PatientList, UpdatePatientRequest } from './patient.schema';
export {
  CIVIL_STATUSES,
  companionSchema,
  emergencyContactSchema,
  MAX_PAGE_SIZE,
  patientInputSchema,
  patientListSchema,
  patientParamsSchema,
  patientSchema,
  patientSearchQuerySchema,
  updatePatientRequestSchema,
} from './patient.schema';
export type { PaymentProviderId, PaymentStatus } from './payment.constants';
export { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payment.constants';
export type {
  CardFormCommand,
  CardFormMessage,
  CardFormQuery,
  CardPaymentMethodId,
  CardToken,
  CardTokenRequest,
  InvoicePayment,
  Payment,
  PaymentNotification,
  PaymentOutcome,
  PaymentWebhookAnswer,
  PurchasedItem,
} from './payment.schema';
export {
  CARD_FORM_MESSAGE_SOURCE,
  CARD_PAYMENT_METHOD_IDS,
  cardFormCommandSchema,
  cardFormMessageSchema,
  cardFormQuerySchema,
  cardTokenRequestSchema,
  cardTokenSchema,
  invoicePaymentSchema,
  paymentNotificationSchema,
  paymentOutcomeSchema,
  paymentParamsSchema,
  paymentSchema,
  paymentWebhookAnswerSchema,
  paymentWebhookParamsSchema,
  purchasedItemSchema,
} from './payment.schema';
export type { PaymentMethod, PaymentMethodEvent, PaymentMethodEventAction } from './payment-method.schema';
export {
  createPaymentMethodRequestSchema,
  PAYMENT_METHOD_EVENT_ACTIONS,
  paymentMethodEventListSchema,
  paymentMethodEventSchema,
  paymentMethodListSchema,
  paymentMethodParamsSchema,
  paymentMethodSchema,
  updatePaymentMethodRequestSchema,
} from './payment-method.schema';
export type { BillingCycle, DocumentsPeriod, ServiceId } from './plan.constants';
export { BILLING_CYCLES, CERTIFICATE_VALIDITY_YEARS, DOCUMENTS_PERIODS, SERVICE_IDS } from './plan.constants';
export type {
  CyclePrice,
  Plan,
  PlanInput,
  PlanListQuery,
  PlanListResponse,
  PricedPlan,
  Service,
  ServiceListResponse,
} from './plan.schema';
export {
  cyclePriceSchema,
  planListQuerySchema,
  planListResponseSchema,
  planSchema,
  pricedPlanSchema,
  serviceListResponseSchema,
  serviceSchema,
} from './plan.schema';
export type {
  PlanChangePaymentRequest,
  PlanChangeQuoteResponse,
  PlanChangeRequest,
} from './plan-change.schema';
export {
  planChangePaymentRequestSchema,
  planChangeQuoteSchema,
  planChangeRequestSchema,
} from './plan-change.schema';
export type { Health, JobQueues, Mailbox, MailboxQuery } from './platform.schema';
export {
  captchaChallengeSchema,
  healthSchema,
  jobQueuesSchema,
  livenessSchema,
  mailboxQuerySchema,
  mailboxSchema,
} from './platform.schema';
export type { Prefix, PrefixAlertCode, PrefixDocumentType, PrefixInput, PrefixUpdate } from './prefix.schema';
export {
  PREFIX_ALERT_CODES,
  PREFIX_DOCUMENT_TYPES,
  PREFIX_MAX_NUMBER,
  prefixAlertSchema,
  prefixInputSchema,
  prefixListSchema,
  prefixParamsSchema,
  prefixSchema,
  prefixUpdateSchema,
} from './prefix.schema';
export type {
  PseBank,
  PseBankList,
  PseIdType,
  PsePayment,
  PsePaymentRequest,
  PsePersonType,
  SandboxBankDecision,
} from './pse.schema';
export {
  isPseIdNumber,
  PSE_ID_TYPES,
  PSE_PERSON_TYPES,
  pseBankListSchema,
  pseBankSchema,
  psePaymentSchema,
  SANDBOX_BANK_DECISIONS,
  sandboxBankDecisionQuerySchema,
  sandboxBankQuerySchema,
} from './pse.schema';
export { canonicalServiceList } from './service-list-fast-path';
export type {
  Subscription,
  SubscriptionState,
  SubscriptionStatus,
  UsageRequest,
  UsageResponse,
} from './subscription.schema';
export {
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_STATUSES,
  subscriptionListSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
  USAGE_MAX_DOCUMENTS,
  usageRequestSchema,
  usageResponseSchema,
} from './subscription.schema';
export type { SubscriptionEvent, SubscriptionEventAction } from './subscription-event.schema';
export {
  SUBSCRIPTION_EVENT_ACTIONS,
  subscriptionEventListSchema,
  subscriptionEventSchema,
} from './subscription-event.schema';
export type { Taxpayer, TaxpayerInput } from './taxpayer.schema';
export { taxpayerSchema } from './taxpayer.schema';
export type {
  WebhookAttemptError,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from './webhook.schema';
export {
  createWebhookEndpointRequestSchema,
  rotateWebhookSecretRequestSchema,
  updateWebhookEndpointRequestSchema,
  WEBHOOK_ATTEMPT_ERRORS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ROTATION_OVERLAP_HOURS,
  webhookAttemptSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from './webhook.schema';
