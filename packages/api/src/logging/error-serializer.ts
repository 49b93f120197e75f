import pino from 'pino';
import { SECRET_FIELDS } from './secret-fields';

/**
 * Properties of error objects that carry data rather than a diagnosis, dropped at any depth
 * (`cause`, aggregated errors). PGlite attaches the statement and its bound values (`query`,
 * `params`, `queryOptions`); PostgreSQL's `detail` repeats row values ("Key (email)=(…)", "Failing
 * row contains (…)") and `where`/`internalQuery` quote statements; nodemailer lists recipients
 * (`rejected`, `accepted`, `envelope`) and echoes the server's reply, which names them (`response`).
 */
export const DROPPED_ERROR_FIELDS: readonly string[] = [
  'query',
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'response',
  'rejected',
  'rejectedErrors',
  'accepted',
  'envelope',
];

const dropped = new Set<string>(DROPPED_ERROR_FIELDS);
const secret = new Set<string>(SECRET_FIELDS);
const MAX_DEPTH = 6;
// Mail servers quote the recipient in their replies ("550 <ana@example.co>: unknown user").
const EMAIL = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[A-Za-z]{2,}/g;

function clean(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[omitted]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (dropped.has(key)) continue;
    out[key] = secret.has(key) ? '[redacted]' : clean(field, depth + 1, seen);
  }
  return out;
}

/**
 * pino's `err` serializer (type, message and stack with their causes) followed by a scrub: the
 * fields in {@link DROPPED_ERROR_FIELDS} are removed and secret field names redacted at every
 * depth, and e-mail addresses in any text become `[email]`. The input is never modified.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error);
  return clean(serialized, 0, new WeakSet());
}
