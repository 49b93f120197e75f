/**
 * @facturo/sdk/endpoints — every endpoint of the Facturo API, declared once: method, path, who may
 * call it, and its params, query, body and answer schemas (loaded lazily). The API implements
 * these contracts and documents them in OpenAPI; the clients call them through `createApiClient`.
 * @module
 */

export {
  completeRegistration,
  forgotPassword,
  login,
  logout,
  refreshSession,
  register,
  resendCode,
  resetPassword,
  verifyEmail,
} from './auth.endpoints';
export {
  changeBillingSchedule,
  getBillingSchedule,
  previewBillingSchedule,
} from './billing-schedule.endpoints';
export {
  listPlans,
  listServices,
} from './catalogue.endpoints';
export {
  getCheckoutConfig,
  payInvoice,
  purchase,
} from './checkout.endpoints';
export { listClinicAuditEvents } from './clinic-audit.endpoints';
export {
  createClosureDay,
  createScheduleLock,
  deleteClosureDay,
  deleteScheduleLock,
  listClosedDays,
  listScheduleLocks,
} from './clinic-calendar.endpoints';
export {
  addHistoryAddendum,
  createHistoryEntry,
  getHistoryEntry,
  listPatientHistory,
  listProfessionalHistory,
  signHistoryEntry,
} from './clinic-history.endpoints';
export {
  createPatient,
  getPatient,
  listPatients,
  updatePatient,
} from './clinic-patients.endpoints';
export {
  cancelAppointment,
  createAdmission,
  createAppointment,
  getAdmission,
  getAppointment,
  listAdmissions,
  listAppointments,
  listProfessionals,
  moveAppointment,
  setAppointmentStatus,
} from './clinic-scheduling.endpoints';
export {
  sendContactMessage,
  subscribeToNewsletter,
} from './contact.endpoints';
export { getDashboard } from './dashboard.endpoints';
export type {
  AnyEndpoint,
  EndpointAuth,
  EndpointInput,
  EndpointOutput,
  EndpointSpec,
  HttpMethod,
  InputRequired,
  ProducedType,
  SuccessStatus,
} from './endpoint';
export { defineEndpoint, endpointPath, pathParameterNames } from './endpoint';
export {
  createApiKey,
  createWidgetSession,
  listApiKeys,
  revokeApiKey,
} from './integrators.endpoints';
export {
  getCreditNoteAttachedDocument,
  getCreditNotePdf,
  getCreditNoteXml,
  getInvoiceAttachedDocument,
  getInvoicePdf,
  getInvoiceXml,
} from './invoice-documents.endpoints';
export {
  exportInvoicesCsv,
  exportInvoicesXlsx,
  getInvoice,
  listInvoices,
} from './invoices.endpoints';
export {
  acceptLegalTerms,
  getMe,
  updateMe,
} from './me.endpoints';
export { listNotifications } from './notifications.endpoints';
export {
  acceptInvitation,
  createOrganization,
  getOrganization,
  inviteMember,
  leaveOrganization,
  listInvitations,
  listMembers,
  listOrganizations,
  previewInvitation,
  removeMember,
  revokeInvitation,
  updateMember,
  updateOrganization,
} from './organizations.endpoints';
export {
  createPaymentMethod,
  deletePaymentMethod,
  listPaymentMethodEvents,
  listPaymentMethods,
  updatePaymentMethod,
} from './payment-methods.endpoints';
export {
  createCardToken,
  decideSandboxBankPayment,
  getPayment,
  getSandboxBankPage,
  getSandboxCardForm,
  listPseBanks,
  receivePaymentWebhook,
} from './payments.endpoints';
export {
  getCaptchaChallenge,
  getHealth,
  getLiveness,
  getMetrics,
  getReadiness,
  listJobQueues,
  listMailboxEmails,
} from './platform.endpoints';
export {
  createPrefix,
  deletePrefix,
  getPrefix,
  listPrefixes,
  updatePrefix,
} from './prefixes.endpoints';
export type { RefInput, RefOutput, Schema, SchemaRef } from './schema-ref';
export { schemaModule } from './schema-ref';
export {
  cancelScheduledPlanChange,
  cancelSubscription,
  changePlan,
  listSubscriptionEvents,
  listSubscriptions,
  previewPlanChange,
  recordUsage,
  resumeSubscription,
  schedulePlanChange,
} from './subscriptions.endpoints';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from './webhooks.endpoints';
