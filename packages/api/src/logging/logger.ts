import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Field names whose values never reach a log line, wherever they appear (one level deep). Request
 * bodies and headers are not logged at all; this is the second line of defence.
 */
export const REDACTED_PATHS = [
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
].flatMap((field) => [field, `*.${field}`]);

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** `info` by default; `silent` turns logging off. */
  level?: string;
  /** Where lines go; stdout by default (tests capture them). */
  destination?: DestinationStream;
}

/** JSON logs with ISO timestamps, the service name, and redaction. */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'facturo-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination ?? pino.destination(1),
  );
}
