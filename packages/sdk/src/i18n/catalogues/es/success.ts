import type { Catalogue } from '../catalogue.types';

/** Confirmaciones y respuestas neutrales que se muestran después de una acción. */
export const success = {
  changes_saved: 'Los cambios se guardaron correctamente.',
  email_sent: 'El correo se envió correctamente.',
  contact_soon: 'Te contactaremos pronto.',
  password_reset_requested:
    'Si el correo está registrado, te llegará un enlace para restablecer tu contraseña.',
} as const satisfies Catalogue['success'];
