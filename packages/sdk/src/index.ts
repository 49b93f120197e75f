/**
 * @facturo/sdk — the framework-free core shared by the widgets, the portal and the API.
 * @module
 */

/* Permissions */
export type { AbilityRule, AppAbility } from './abilities/abilities';
export { createAbility, normalizeRule, updateAbility } from './abilities/abilities';
export type { ClinicSubject } from './abilities/clinic-subjects';
export { CLINIC_SUBJECTS } from './abilities/clinic-subjects';
export type { NavItem } from './abilities/nav-visibility';
export { canSeeNavItem, visibleNavItems } from './abilities/nav-visibility';
/* Billing rules */
export type {
  BillingDateChangeError,
  BillingDateChangeInput,
  BillingDateChangeResult,
  BillingDateService,
  BillingMode,
  PhaseCutoffs,
  ServiceAdjustment,
  SubscriptionPhase,
  SubscriptionRules,
  SubscriptionTimeline,
} from './billing/index';
export {
  annualMonthlyEquivalent,
  annualSavingAmount,
  annualSavingPercent,
  BILLING_MODES,
  cycleMonths,
  cyclePrice,
  daysRemaining,
  documentsPerYear,
  extraDocumentPrice,
  extraDocuments,
  extraDocumentsCharge,
  monthlyUnitCost,
  PRORATION_BASE_DAYS,
  phaseCutoffs,
  planBillingDateChange,
  pricePlan,
  prorationCost,
  reconnectionFee,
  SAVING_BADGE_MIN_PERCENT,
  SUBSCRIPTION_PHASES,
  SUBSCRIPTION_RULES,
  showSavingBadge,
  subscriptionPhase,
  subscriptionTimeline,
  UNIFIED_BILLING_DAY_RANGE,
  unitCost,
} from './billing/index';
/* Captcha */
export type { AltchaChallenge } from './captcha/altcha-solver';
export { fetchAltchaToken, solveAltcha } from './captcha/altcha-solver';
export type { Grecaptcha } from './captcha/recaptcha';
export { loadRecaptcha, recaptchaToken } from './captcha/recaptcha';
/* Cart */
export { Cart, createCart } from './cart/cart';
export { cartItemSchema } from './cart/cart.schema';
export type { CartItem, CartItemInput, CartOptions, CartSnapshot } from './cart/cart.types';
export { CART_MAX_QUANTITY, CART_STORAGE_KEY } from './cart/cart.types';
/* Case conversion */
export {
  camelize,
  camelizeKeys,
  clearKeyCaches,
  decamelize,
  decamelizeKeys,
  KEY_CACHE_CAPACITY,
  keyCacheSizes,
} from './case-keys/case-keys';
export type { CamelCase, CamelizeKeys, DecamelizeKeys, SnakeCase } from './case-keys/case-keys.types';
/* Colombia: health-sector codes (CIE-10 diagnoses, health document types, regimes) */
export type { Cie10Code } from './co/cie10';
export {
  COMMON_CIE10_CODES,
  foldForSearch,
  isCie10Code,
  normalizeCie10,
  searchCommonCie10,
} from './co/cie10';
export type {
  HealthDocumentTypeCode,
  HealthDocumentTypeInfo,
  HealthRegime,
  PatientSex,
} from './co/health-codes';
export {
  HEALTH_DOCUMENT_TYPE_CODES,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIME_NAMES,
  HEALTH_REGIMES,
  isValidHealthDocumentNumber,
  PATIENT_SEXES,
  RIPS_SEX_CODES,
} from './co/health-codes';
/* Colombia: NIT, DIAN codes, DIVIPOLA, festivos, plain dates, pesos and IVA */
export type {
  Department,
  DocumentTypeCode,
  DocumentTypeInfo,
  FiscalResponsibilityCode,
  Holiday,
  IsoDate,
  IvaBreakdown,
  IvaTreatment,
  LocalizedText,
  Municipality,
  MunicipalityKind,
  TaxpayerTypeCode,
  TaxSchemeCode,
} from './co/index';
export {
  addBusinessDays,
  addDays,
  assertPesos,
  DEPARTMENT_CODES,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  dateInBogota,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  defaultTaxScheme,
  departments,
  divideHalfUp,
  easterSunday,
  FIRST_HOLIDAY_YEAR,
  FISCAL_RESPONSIBILITIES,
  FISCAL_RESPONSIBILITY_CODES,
  findMunicipality,
  formatCOP,
  formatNit,
  holidays,
  IVA_GENERAL_RATE_PERCENT,
  IVA_TAX_SCHEMES,
  IVA_TREATMENTS,
  isBusinessDay,
  isDepartmentCode,
  isHoliday,
  isIsoDate,
  isoDate,
  isSpanishLocale,
  isValidNit,
  ivaAmount,
  ivaBreakdown,
  ivaLabelKey,
  ivaRatePercent,
  localizedText,
  municipalities,
  NIT_DOCUMENT_TYPE,
  NIT_MAX_DIGITS,
  NO_FISCAL_RESPONSIBILITY,
  nextDayOfMonth,
  nitCheckDigit,
  parseIsoDate,
  TAX_SCHEME_CODES,
  TAX_SCHEMES,
  TAXPAYER_TYPE_CODES,
  TAXPAYER_TYPES,
} from './co/index';
/* Configuration */
export { DEV_API_BASE_URL } from './config/api-url';
export type { ConfigProblem } from './config/config-error';
export { ConfigError } from './config/config-error';
export type { RuntimeConfig, RuntimeConfigInput } from './config/config-schema';
export { runtimeConfigInputSchema } from './config/config-schema';
export type { Locale } from './config/locales';
export { SUPPORTED_LOCALES } from './config/locales';
export { parseConfig } from './config/parse-config';
/* Core */
export type { Listener, Unsubscribe } from './core/subscribable';
export { Subscribable } from './core/subscribable';
/* Environment adapters */
export type { ColorSchemeSource } from './environment/color-scheme';
export { createStaticColorScheme, mediaColorScheme } from './environment/color-scheme';
export type { CookieJar, CookieOptions } from './environment/cookie-jar';
export {
  createMemoryCookieJar,
  documentCookieJar,
  parseCookieString,
  serializeCookie,
} from './environment/cookie-jar';
export type { KeyValueStorage } from './environment/key-value-storage';
export { createMemoryStorage, defaultStorage } from './environment/key-value-storage';
/* HTTP */
export type { ErrorBody } from './http/api-error';
export { ApiError, codeForStatus, isApiError, toApiError } from './http/api-error';
export { createHttpClient, XSRF_COOKIE, XSRF_HEADER } from './http/http-client';
export type { HttpClient, HttpClientOptions, QueryValue, RequestOptions } from './http/http-client.types';
/* Translations */
export type { CatalogueNamespace } from './i18n/catalogue-loader';
export { CATALOGUE_NAMESPACES, loadCatalogue, loadedCatalogue } from './i18n/catalogue-loader';
export { ar, catalogues, en, es, fr } from './i18n/catalogues';
export type { Catalogue, PartialCatalogue, TranslationKey } from './i18n/catalogues/catalogue.types';
export { createI18n } from './i18n/create-i18n';
export type { I18nOptions, I18nSnapshot, TextDirection, Translate, TranslationValues } from './i18n/i18n';
export { createI18nFor, createLoadedI18nFor, I18n, isSupportedLocale, textDirection } from './i18n/i18n';
/* Preferences */
export type { PreferenceName, PreferenceValues } from './preferences/preference-definitions';
export {
  DEFAULT_PRIMARY_COLOR,
  defaultPreferences,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_DEFINITIONS,
} from './preferences/preference-definitions';
export type { PreferencesOptions, PreferencesSnapshot } from './preferences/preferences';
export { createPreferences, Preferences } from './preferences/preferences';
/* Route guard */
export { decideNavigation } from './route-guard/route-guard';
export type {
  GuardDecision,
  GuardRedirect,
  GuardState,
  NavigationTarget,
  RouteMeta,
} from './route-guard/route-guard.types';
/* API schemas: every request and response body of the reference API, one file per resource (Biome keeps
   exports in path order, so resources are not grouped by topic here) */
export type { AddressZone, BillingAddress, BillingAddressInput } from './schemas/address.schema';
export { ADDRESS_ZONES, billingAddressSchema } from './schemas/address.schema';
export type { Admission, CreateAdmissionRequest, PayerType } from './schemas/admission.schema';
export {
  ADMISSION_KINDS,
  admissionListQuerySchema,
  admissionListSchema,
  admissionSchema,
  createAdmissionRequestSchema,
  PAYER_TYPES,
} from './schemas/admission.schema';
export type { ApiErrorBody } from './schemas/api-error.schema';
export { apiErrorBodySchema } from './schemas/api-error.schema';
export type {
  Appointment,
  AppointmentChangeKind,
  AppointmentDetail,
  AppointmentStatus,
  CreateAppointmentRequest,
  MoveAppointmentRequest,
  Professional,
} from './schemas/appointment.schema';
export {
  ACTIVE_APPOINTMENT_STATUSES,
  APPOINTMENT_CHANGE_KINDS,
  APPOINTMENT_DURATION,
  APPOINTMENT_STATUSES,
  agendaQueryShape,
  agendaRangeCheck,
  agendaWeek,
  appointmentChangeSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  appointmentStatusRequestSchema,
  BOGOTA_UTC_OFFSET,
  bogotaDateTime,
  bogotaParts,
  cancelAppointmentRequestSchema,
  createAppointmentRequestSchema,
  dateField,
  dateTimeField,
  MAX_AGENDA_DAYS,
  moveAppointmentRequestSchema,
  professionalListSchema,
  professionalSchema,
  toBogotaDateTime,
} from './schemas/appointment.schema';
export type {
  CompleteRegistrationRequest,
  LoginRequest,
  RegisterRequest,
  SessionResponse,
} from './schemas/auth.schema';
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
} from './schemas/auth.schema';
export type {
  BillingAdjustment,
  BillingSchedule,
  BillingScheduleChange,
  BillingSchedulePlan,
} from './schemas/billing-schedule.schema';
export {
  billingAdjustmentSchema,
  billingScheduleChangeSchema,
  billingSchedulePlanSchema,
  billingScheduleSchema,
  scheduledServiceSchema,
} from './schemas/billing-schedule.schema';
export { CHECKOUT_MAX_ITEMS, CHECKOUT_MAX_QUANTITY, MAX_INSTALLMENTS } from './schemas/checkout.constants';
export type { BillingInfo, CheckoutRequest, CheckoutResponse, PaymentInput } from './schemas/checkout.schema';
export {
  billingInfoSchema,
  checkoutItemSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentInputSchema,
} from './schemas/checkout.schema';
export type { CheckoutConfig, PaymentProviderId } from './schemas/checkout-config.schema';
export { checkoutConfigSchema, PAYMENT_PROVIDERS } from './schemas/checkout-config.schema';
export type {
  ClosedDay,
  ClosureDay,
  ScheduleLock,
  ScheduleLockRequest,
} from './schemas/clinic-calendar.schema';
export {
  CLOSED_DAY_SOURCES,
  closedDayListSchema,
  closedDaySchema,
  closedDaysQuerySchema,
  closureDayRequestSchema,
  closureDaySchema,
  MAX_LOCK_DAYS,
  scheduleLockListQuerySchema,
  scheduleLockListSchema,
  scheduleLockRequestSchema,
  scheduleLockSchema,
} from './schemas/clinic-calendar.schema';
export type {
  AuditAction,
  AuditEvent,
  CreateHistoryEntryRequest,
  Diagnosis,
  DiagnosisInput,
  HistoryEntry,
  SignHistoryEntryRequest,
} from './schemas/clinical-history.schema';
export {
  AUDIT_ACTIONS,
  addendumRequestSchema,
  addendumSchema,
  auditEventSchema,
  auditLogQuerySchema,
  auditLogSchema,
  cie10Field,
  createHistoryEntryRequestSchema,
  DIAGNOSIS_TYPES,
  diagnosisSchema,
  HISTORY_ENTRY_STATUSES,
  historyEntryListSchema,
  historyEntrySchema,
  historyListQuerySchema,
  MAX_DIAGNOSES,
  RIPS_DIAGNOSIS_TYPE_CODES,
  signHistoryEntryRequestSchema,
} from './schemas/clinical-history.schema';
export type {
  ContactRequest,
  ContactResponse,
  ContactTopic,
  NewsletterRequest,
} from './schemas/contact.schema';
export {
  CONTACT_MESSAGE_LENGTH,
  CONTACT_TOPICS,
  contactRequestSchema,
  contactResponseSchema,
  newsletterRequestSchema,
} from './schemas/contact.schema';
export type {
  ApiKey,
  ApiKeyScope,
  CreateApiKeyRequest,
  WidgetScope,
  WidgetSession,
  WidgetSessionRequest,
} from './schemas/integrator.schema';
export {
  API_KEY_SCOPES,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  WIDGET_SCOPES,
  WIDGET_SESSION_DEFAULT_TTL_SECONDS,
  WIDGET_SESSION_MAX_TTL_SECONDS,
  widgetSessionRequestSchema,
  widgetSessionSchema,
} from './schemas/integrator.schema';
export type {
  Invoice,
  InvoiceLine,
  InvoiceListResponse,
  InvoiceQuery,
  InvoiceSort,
  InvoiceStatus,
} from './schemas/invoice.schema';
export {
  INVOICE_LINE_KINDS,
  INVOICE_PAGE_SIZES,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  invoiceLineSchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoiceQuerySchema,
  invoiceSchema,
} from './schemas/invoice.schema';
export type {
  AccountLanguage,
  MeResponse,
  ProfileFields,
  UpdateMeRequest,
  UserDataResponse,
  UserProfileInput,
} from './schemas/me.schema';
export {
  ACCOUNT_LANGUAGES,
  abilityRuleSchema,
  birthdate,
  membershipSummarySchema,
  meResponseSchema,
  PROFILE_SHAPE,
  personName,
  profileChecks,
  updateMeRequestSchema,
  userDataSchema,
  userProfileSchema,
} from './schemas/me.schema';
export type { Notification, NotificationKind } from './schemas/notification.schema';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_RESOURCES,
  notificationListSchema,
  notificationSchema,
} from './schemas/notification.schema';
export type {
  CreateOrganizationRequest,
  Invitation,
  Member,
  Organization,
  OrganizationKind,
  OrganizationRole,
  UpdateOrganizationRequest,
} from './schemas/organization.schema';
export {
  acceptInvitationRequestSchema,
  createOrganizationRequestSchema,
  INVITATION_STATUSES,
  invitationListSchema,
  invitationSchema,
  inviteMemberRequestSchema,
  memberListSchema,
  memberSchema,
  ORGANIZATION_KINDS,
  ORGANIZATION_ROLES,
  organizationListSchema,
  organizationSchema,
  phone,
  updateMemberRequestSchema,
  updateOrganizationRequestSchema,
} from './schemas/organization.schema';
export type {
  CivilStatus,
  Patient,
  PatientInput,
  PatientList,
  UpdatePatientRequest,
} from './schemas/patient.schema';
export {
  CIVIL_STATUSES,
  companionSchema,
  emergencyContactSchema,
  MAX_PAGE_SIZE,
  optionalText,
  pageOf,
  pageQueryShape,
  patientBirthdate,
  patientInputSchema,
  patientListSchema,
  patientSchema,
  patientSearchQuerySchema,
  requiredText,
  updatePatientRequestSchema,
} from './schemas/patient.schema';
export type {
  CardFormCommand,
  CardFormMessage,
  CardPaymentMethodId,
  CardToken,
  CardTokenRequest,
  InvoicePayment,
  Payment,
  PaymentNotification,
  PaymentOutcome,
  PaymentStatus,
  PaymentWebhookAnswer,
} from './schemas/payment.schema';
export {
  CARD_FORM_MESSAGE_SOURCE,
  CARD_PAYMENT_METHOD_IDS,
  cardFormCommandSchema,
  cardFormMessageSchema,
  cardTokenRequestSchema,
  cardTokenSchema,
  invoicePaymentSchema,
  PAYMENT_STATUSES,
  paymentNotificationSchema,
  paymentOutcomeSchema,
  paymentParamsSchema,
  paymentSchema,
  paymentWebhookAnswerSchema,
} from './schemas/payment.schema';
export type { BillingCycle, DocumentsPeriod, ServiceId } from './schemas/plan.constants';
export {
  BILLING_CYCLES,
  CERTIFICATE_VALIDITY_YEARS,
  DOCUMENTS_PERIODS,
  SERVICE_IDS,
} from './schemas/plan.constants';
export type {
  CyclePrice,
  Plan,
  PlanInput,
  PlanListResponse,
  PricedPlan,
  Service,
  ServiceListResponse,
} from './schemas/plan.schema';
export {
  cyclePriceSchema,
  localizedTextField,
  pesosField,
  planListResponseSchema,
  planSchema,
  pricedPlanSchema,
  serviceListResponseSchema,
  serviceSchema,
} from './schemas/plan.schema';
export type {
  Prefix,
  PrefixAlertCode,
  PrefixDocumentType,
  PrefixInput,
  PrefixUpdate,
} from './schemas/prefix.schema';
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
} from './schemas/prefix.schema';
export type {
  Subscription,
  SubscriptionStatus,
  UsageRequest,
  UsageResponse,
} from './schemas/subscription.schema';
export {
  SUBSCRIPTION_STATUSES,
  subscriptionListSchema,
  subscriptionSchema,
  USAGE_MAX_DOCUMENTS,
  usageRequestSchema,
  usageResponseSchema,
} from './schemas/subscription.schema';
export type { Taxpayer, TaxpayerInput } from './schemas/taxpayer.schema';
export { taxpayerSchema } from './schemas/taxpayer.schema';
export { reloadUser } from './session/reload-user';
/* Session */
export type { SessionCredentials, SessionOptions, SessionSnapshot, UserData } from './session/session';
export { createSession, Session } from './session/session';
export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_STORAGE_KEYS,
} from './session/session-constants';
export type { ValueCipher } from './session/stored-value-cipher';
export { createAesGcmCipher, plainCipher } from './session/stored-value-cipher';
export type { TokenTimes } from './session/token-claims';
export { readTokenTimes } from './session/token-claims';
/* Validation */
export type { ValidationMessageKey } from './validation/messages';
export { isMessageKey, messageKey } from './validation/messages';
export {
  acceptedTerms,
  alpha,
  between,
  confirmPassword,
  email,
  integer,
  matches,
  minLength,
  PASSWORD_DEFAULT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  password,
  required,
  url,
  username,
  verificationCode,
} from './validation/rules';
export type { FieldErrors, ValidationResult } from './validation/translate-issues';
export { issuePath, translateIssue, translateIssues, validate } from './validation/translate-issues';
