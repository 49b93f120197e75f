/**
 * Examples for the OpenAPI document, made from the same JSON schemas the document states (with
 * Redocly's openapi-sampler, which fills formats, enums and bounds: a UUID where a UUID goes, the
 * first status of an enum, the lowest allowed number). Generated, so they can never drift from what
 * the server validates; the reference viewer shows them next to each operation and prefills "try it".
 * @module
 */
import { sample } from 'openapi-sampler';
import type { JsonSchema } from './wire-json-schema';

// What a Colombian customer's data looks like, by wire property name: a schema says "a string of 1 to
// 60 characters", a reader wants to see "Gómez".
const NAMED_VALUES: Readonly<Record<string, string>> = {
  email: 'ana.gomez@example.co',
  password: 'Clave.Segura2026',
  new_password: 'Clave.Nueva2027',
  current_password: 'Clave.Segura2026',
  first_name: 'Ana',
  second_name: 'María',
  first_surname: 'Gómez',
  second_surname: 'Ríos',
  name: 'Salud del Aburrá',
  company_name: 'Salud del Aburrá S.A.S.',
  commercial_name: 'Clínica del Aburrá',
  document_number: '901456789',
  verification_digit: '8',
  phone: '+57 604 444 1234',
  cellphone: '+57 310 555 0101',
  address: 'Calle 50 # 45-20',
  department_code: '05',
  municipality_code: '05001',
  postal_code: '050012',
  plan_id: 'invoicing-pyme-600',
  username: 'anagomez',
  search: 'FE1024',
  number: 'FE1024',
  prefix: 'FE',
  reason: 'Cambio de la fecha de facturación',
  message: 'Quiero facturar desde mi ERP. ¿Me pueden llamar?',
  currency: 'COP',
  locale: 'es',
  bank_code: '1007',
  bank: 'Bancolombia',
  bank_transfer_id: '1234567890',
  return_url: 'https://www.example.co/checkout',
  redirect_url: 'https://www.pse.com.co/PSEHostingUI/ShowTicketOffice.aspx?ID=1234567',
};

// Amounts in whole pesos and counts, by wire property name (an unbounded integer samples as −2^53).
const NAMED_NUMBERS: Readonly<Record<string, number>> = {
  expires_in: 86_400,
  ttl_seconds: 900,
  price: 499_000,
  subtotal: 499_000,
  discount: 0,
  iva: 94_810,
  total: 593_810,
  amount: 593_810,
  amount_paid: 593_810,
  credit_applied: 0,
  unit_price: 499_000,
  documents_used: 120,
  documents_included: 600,
  total_count: 1,
};

/** Replaces sampled values of well-known property names with realistic ones, at any depth. */
function realistic(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => realistic(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, realistic(item, name)]));
  if (typeof value === 'string' && key && NAMED_VALUES[key] !== undefined) return NAMED_VALUES[key];
  if (typeof value === 'number') {
    if (key && NAMED_NUMBERS[key] !== undefined) return NAMED_NUMBERS[key];
    if (Math.abs(value) >= Number.MAX_SAFE_INTEGER) return 0;
  }
  return value;
}

/**
 * A sample value for `schema`: every property, required or not (without read-only ones in
 * requests), with realistic values for well-known names.
 */
export function exampleOf(schema: JsonSchema, direction: 'request' | 'response', name?: string): unknown {
  const sampled = sample(
    schema as Parameters<typeof sample>[0],
    direction === 'request' ? { skipReadOnly: true, quiet: true } : { skipWriteOnly: true, quiet: true },
  );
  return realistic(sampled, name);
}

/** What a file a route produces looks like, for the types whose text is worth showing. */
export const PRODUCED_EXAMPLES: Partial<Record<string, string>> = {
  'text/csv':
    'Número;Estado;Creada;Vence;Pagada;Concepto;Cliente;Documento;Subtotal;Descuento;IVA;Total;Pagado;Transacciones;CUFE\r\nFE1024;Pagada;20/11/2026 09:14;25/11/2026;20/11/2026 09:16;Nómina electrónica · Nómina 50 (mensual);Clínica Andina S.A.S.;900123456;499000;0;94810;593810;593810;1234-1700000000-12345;\r\n',
  'text/html': '<!doctype html><html lang="es">…</html>',
  'text/plain':
    '# HELP facturo_http_request_duration_seconds Time to answer a request, by route and status.\n# TYPE facturo_http_request_duration_seconds histogram\nfacturo_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/v1/plans",status="200"} 42\n',
  'application/xml':
    '<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">…</Invoice>',
};
