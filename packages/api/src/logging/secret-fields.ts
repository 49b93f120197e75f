/**
 * Field names whose values never reach a log line. Request bodies and headers are not logged at
 * all; this list is the second line of defence, for the logger's redaction and for error objects.
 */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'registrationToken',
  'captchaToken',
  'verificationCode',
  'authorization',
  'cookie',
  'cardNumber',
  'securityCode',
  'cvv',
] as const;
