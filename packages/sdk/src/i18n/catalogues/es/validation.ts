import type { Catalogue } from '../catalogue.types';

/** Mensajes de validación de formularios y solicitudes. `{{…}}` son valores interpolados. */
export const validation = {
  required: 'Este campo es obligatorio.',
  invalidType: 'Este valor no es válido.',
  email: 'Ingresa un correo electrónico válido.',
  confirmPassword: 'Las contraseñas no coinciden.',
  url: 'Ingresa una URL válida.',
  integer: 'Ingresa un número entero.',
  between: 'Ingresa un número entre {{min}} y {{max}}.',
  alpha: 'Solo se permiten letras.',
  regex: 'El formato no es válido.',
  minLength: 'Debe tener al menos {{min}} caracteres.',
  maxLength: 'Debe tener máximo {{max}} caracteres.',
  acceptTerms: 'Debes aceptar los términos y condiciones.',
  username: 'El nombre de usuario debe tener entre {{min}} y {{max}} caracteres, solo letras y números.',
  passwordLength: 'La contraseña debe tener entre {{min}} y {{max}} caracteres.',
  passwordUppercase: 'La contraseña debe tener al menos una letra mayúscula.',
  passwordLowercase: 'La contraseña debe tener al menos una letra minúscula.',
  passwordDigit: 'La contraseña debe tener al menos un número.',
  passwordSpecial: 'La contraseña debe tener al menos uno de estos caracteres: {{characters}}',
  verificationCode: 'El código debe tener exactamente 6 dígitos.',
  oneOf: 'Elige una de las opciones disponibles.',
  unknownField: 'Este campo no está permitido.',
  invalid: 'Este valor no es válido.',
} as const satisfies Catalogue['validation'];
