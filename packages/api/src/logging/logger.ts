import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './error-serializer';
import { SECRET_FIELDS } from './secret-fields';

/** Paths pino redacts: every secret field, at the top level and one level deep. */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** `info` by default; `silent` turns logging off. */
  level?: string;
  /** Where lines go; stdout by default (tests capture them). */
  destination?: DestinationStream;
}

/**
 * JSON logs with ISO timestamps, the service name, and redaction; errors (`err`, `error`) go through
 * {@link serializeError}, so database and mail errors leave their bound values and recipients out.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'facturo-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination ?? pino.destination(1),
  );
}
