import type { Catalogue } from '../catalogue.types';

/** Catálogo de errores, por los códigos estables que envía la API en `{ code }`. */
export const errors = {
  wrong_code: 'El código de verificación no es válido.',
  code_expired: 'El código de verificación venció. Pide uno nuevo.',
  code_used: 'Este código de verificación ya se usó. Pide uno nuevo.',
  code_incorrect: 'El código que ingresaste no es correcto.',
  code_locked: 'Hiciste demasiados intentos fallidos. Pide un código nuevo.',
  email_taken: 'Ya hay una cuenta registrada con este correo.',
  invalid_credentials: 'El correo o la contraseña no son correctos.',
  unexpected_error: 'Lo sentimos, ocurrió un error.',
  demo_unavailable: 'Esto no está disponible en la demostración: pruébalo con tu cuenta.',
  something_went_wrong: 'Algo salió mal.',
  try_again_later: 'Algo salió mal. Por favor, inténtalo de nuevo más tarde.',
  payment_error: 'Error al procesar el pago: verifica tu información de pago e inténtalo de nuevo.',
  login_required: 'Debes iniciar sesión para continuar con la compra.',
  session_expired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  network_error: 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  validation_failed: 'Revisa los campos marcados.',
  not_found: 'No encontramos lo que buscabas.',
  forbidden: 'No tienes permiso para hacer esto.',
  rate_limited: 'Hiciste demasiados intentos. Espera {{seconds}} segundos y vuelve a intentarlo.',
  conflict:
    'Esta acción no se puede completar con los datos actuales. Recarga la página e inténtalo de nuevo.',
  request_timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo en un momento.',
  payload_too_large: 'La solicitud es demasiado grande.',
  export_too_large: 'Son más de 20.000 facturas para Excel: acota los filtros o descárgalas en CSV.',
  // Fecha de cobro (sdk planBillingDateChange).
  billing_day_out_of_range: 'Elige un día de cobro entre el {{min}} y el {{max}}.',
  billing_date_acknowledgement_required:
    'Volver a cobrar cada servicio en su propia fecha genera nuevos cobros de ajuste y facturas separadas. Confirma que lo entiendes para continuar.',
  billing_date_service_overdue:
    'Tienes un servicio con la factura de renovación sin pagar. Págala antes de cambiar la fecha de cobro.',
  // Cuentas, organizaciones y manejo de solicitudes (API de referencia).
  authentication_required: 'Inicia sesión para continuar.',
  invalid_json: 'No pudimos leer la solicitud. Envía un objeto JSON.',
  unsupported_media_type: 'Envía los datos como JSON (Content-Type: application/json).',
  captcha_required: 'Completa la verificación de seguridad (captcha) para continuar.',
  captcha_failed: 'No pudimos confirmar que no eres un robot. Intenta de nuevo la verificación de seguridad.',
  registration_pending:
    'Ya hay un registro pendiente con este correo. Revisa tu bandeja de entrada o vuelve a empezar en 10 minutos.',
  registration_token_invalid:
    'La verificación de tu correo venció. Verifícalo de nuevo para terminar el registro.',
  reset_token_invalid:
    'Este enlace para restablecer la contraseña no es válido, venció o ya se usó. Pide uno nuevo.',
  csrf_failed: 'No pudimos verificar tu sesión. Recarga la página e inténtalo de nuevo.',
  username_taken: 'Este nombre de usuario ya está en uso. Elige otro.',
  organization_exists: 'Ya tienes una organización con este número de documento.',
  last_owner: 'Eres el único propietario. Primero nombra a otro miembro como propietario.',
  owner_role_required: 'Solo un propietario puede asignar o quitar el rol de propietario.',
  clinician_role_owner_only:
    'En una clínica, solo un propietario puede asignar o quitar el rol de profesional de salud: da acceso a la historia clínica de todos los pacientes.',
  already_member: 'Esta persona ya es miembro de la organización.',
  invitation_invalid: 'Esta invitación no es válida, venció o ya se usó. Pide una nueva.',
  invitation_email_mismatch:
    'Esta invitación se envió a otro correo. Inicia sesión con ese correo para aceptarla.',
  // Facturación: compra, pagos, facturas, integradores (API de referencia, parte 2).
  idempotency_key_required:
    'Falta el encabezado Idempotency-Key: envía un identificador único por cada intento de compra o de pago.',
  idempotency_key_reused:
    'Este intento de pago ya se hizo con otros datos. Vuelve a revisar tu compra e inténtalo de nuevo.',
  idempotency_in_progress: 'Tu pago todavía se está procesando. Espera unos segundos y vuelve a consultarlo.',
  card_token_invalid: 'Los datos de la tarjeta vencieron o ya se usaron. Ingrésalos de nuevo.',
  pse_transfer_refused: 'El banco no pudo iniciar la transferencia PSE. Elige otro banco o paga con tarjeta.',
  payment_provider_unavailable:
    'No pudimos confirmar el pago con la pasarela. Revisa el estado de tu factura en unos minutos antes de intentarlo de nuevo.',
  webhook_signature_invalid: 'La firma de la notificación de pago no es válida.',
  invoice_not_payable: 'Esta factura ya no se puede pagar: está pagada, anulada o vencida.',
  plan_already_owned:
    'Esta organización ya tiene un plan de este servicio, y ese plan cubre a toda la organización. No necesitas comprarlo otra vez: renuévalo o paga su factura pendiente desde tus suscripciones.',
  plan_purchase_in_progress:
    'Ya hay un pago en curso por un plan de este servicio. Espera a que se confirme antes de intentar comprarlo de nuevo.',
  subscription_not_active:
    'Esta suscripción no está en servicio: solo se puede cancelar (o reanudar) una suscripción activa antes de su fecha de vencimiento.',
  plan_change_same_plan: 'Ya tienes este plan con ese ciclo de pago. Elige otro plan u otro ciclo.',
  plan_change_other_service:
    'Solo puedes cambiar a otro plan del mismo servicio. Para otro servicio, compra su plan desde la página de planes.',
  plan_change_unsupported: 'El certificado digital no cambia de plan: cuando venza, compra el que necesites.',
  plan_cycle_unavailable:
    'Este plan no se vende con ese ciclo de pago. Elige el ciclo mensual o el anual que ofrece.',
  plan_change_not_immediate: 'Este cambio se aplica en la próxima renovación, no se paga ahora: prográmalo.',
  plan_change_needs_payment:
    'Este cambio se aplica hoy y se paga ahora: confírmalo con el pago de la diferencia.',
  plan_change_renewal_open:
    'La renovación de esta suscripción ya está facturada: págala primero y después cambia de plan.',
  plan_change_in_progress:
    'Ya hay un pago de cambio de plan en proceso para esta suscripción. Espera a que se confirme.',
  subscription_cancel_scheduled:
    'Esta suscripción se cancela al final del periodo: reanúdala antes de cambiar de plan.',
  legal_version_outdated:
    'Publicamos una versión más reciente de los términos o de la política de datos: recarga la página y léela antes de aceptarla.',
  subscription_payment_in_flight:
    'Hay un pago en proceso para la factura de esta suscripción. Espera a que se confirme antes de cancelarla.',
  metrics_token_invalid:
    'Las métricas piden el token de METRICS_TOKEN en el encabezado Authorization: Bearer.',
  payment_method_default_in_use:
    'Esta es tu tarjeta predeterminada para las renovaciones automáticas: elige otra como predeterminada antes de eliminarla.',
  webhook_endpoint_disabled: 'Este webhook está desactivado: actívalo para enviarle eventos.',
  invoice_not_electronic:
    'Esta factura se emitió antes de la facturación electrónica: no tiene PDF, XML ni CUFE.',
  document_not_validated:
    'La DIAN todavía no ha validado este documento. El contenedor para el cliente estará listo cuando lo acepte.',
  invoicing_unavailable:
    'Recibimos tu pago, pero no pudimos emitir la factura electrónica en este momento. Ya avisamos a nuestro equipo: tu servicio se activará apenas la emitamos.',
  organization_required: 'Perteneces a varias organizaciones: indica cuál en organization_id.',
  scope_missing: 'Este acceso no incluye el permiso necesario para esta acción.',
  api_key_invalid: 'La clave de API no es válida o fue revocada. Crea una nueva en la organización.',
  prefix_exists: 'Ya tienes este prefijo para ese tipo de documento.',
  subscription_inactive: 'Esta suscripción no está activa. Renuévala para seguir emitiendo documentos.',
  subscription_without_documents:
    'Esta suscripción no incluye documentos (es un certificado digital). Reporta el consumo en la suscripción del servicio con el que emitiste los documentos.',
  // Clínica: pacientes, historia clínica, citas, admisiones, calendario.
  patient_document_taken:
    'Ya hay un paciente registrado con este tipo y número de documento. Búscalo en la lista.',
  not_a_professional:
    'La persona elegida no es profesional de la clínica. Elige un miembro con el rol clínico.',
  appointment_overlap: 'El profesional ya tiene una cita a esa hora. Elige otro horario.',
  appointment_on_holiday: 'Ese día es festivo en Colombia. Elige otro día.',
  appointment_on_closure_day: 'La clínica no atiende ese día. Elige otro día.',
  appointment_in_schedule_lock: 'Ese horario está bloqueado en la agenda. Elige otro horario.',
  appointment_in_past: 'Esa hora ya pasó. Elige una fecha y hora futuras.',
  appointment_not_active:
    'Esta cita ya fue atendida, cancelada o marcada como inasistencia, así que no se puede cambiar.',
  appointment_not_started: 'Solo puedes marcar la inasistencia cuando ya empezó la hora de la cita.',
  admission_appointment_mismatch: 'Esa cita es de otro paciente. Elige una cita de este paciente.',
  admission_in_future: 'La hora de llegada no puede ser futura.',
  admission_appointment_other_day:
    'Esa cita es para otro día. Admite al paciente el día de la cita o como consulta sin cita.',
  history_entry_signed:
    'Esta entrada de la historia clínica ya está firmada y no se puede cambiar. Agrega una adenda para corregirla o completarla.',
  history_entry_open: 'Esta entrada aún no está firmada. Escríbela y fírmala antes de agregar una adenda.',
  history_entry_not_author: 'Solo el profesional asignado a esta entrada puede escribirla y firmarla.',
  history_in_future: 'La fecha de la consulta no puede ser futura.',
  closure_day_exists: 'Esta fecha ya está registrada como día de cierre.',
  closure_day_in_past: 'Elige hoy o una fecha futura para el cierre.',
  schedule_lock_in_past: 'El bloqueo termina en el pasado. Elige un rango que todavía no haya terminado.',
} as const satisfies Catalogue['errors'];
