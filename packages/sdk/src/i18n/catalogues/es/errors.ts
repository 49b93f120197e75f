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
  payload_too_large: 'La solicitud es demasiado grande.',
} as const satisfies Catalogue['errors'];
