import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './run-tool';

/** The vendored DIAN toolbox schemas. */
export const SCHEMA_DIR = join(import.meta.dirname, '..', '..', 'vendor', 'dian-ubl-2.1');

/** The UBL document schema of each root element, and the driver that also checks `sts:DianExtensions`. */
export const SCHEMAS = {
  Invoice: join(SCHEMA_DIR, 'maindoc', 'UBL-Invoice-2.1.xsd'),
  CreditNote: join(SCHEMA_DIR, 'maindoc', 'UBL-CreditNote-2.1.xsd'),
  ApplicationResponse: join(SCHEMA_DIR, 'maindoc', 'UBL-ApplicationResponse-2.1.xsd'),
  AttachedDocument: join(SCHEMA_DIR, 'maindoc', 'UBL-AttachedDocument-2.1.xsd'),
  driver: join(SCHEMA_DIR, 'driver-with-DianExtensions.xsd'),
} as const;

/**
 * Validates XML text with Debian's `xmllint --noout --schema` (as the vendored README does): `valid`
 * is exit status 0, `errors` are the schema-validity messages. A missing xmllint fails loudly.
 */
export function xmllint(xml: string, schema: string): { valid: boolean; errors: string[] } {
  const folder = mkdtempSync(join(tmpdir(), 'facturo-xmllint-'));
  try {
    const file = join(folder, 'document.xml');
    writeFileSync(file, xml);
    // Status 3: the document does not validate.
    const result = runTool('xmllint', ['--noout', '--schema', schema, file], [0, 3]);
    const errors = result.stderr.split('\n').filter((line) => line.includes('Schemas validity error'));
    return { valid: result.status === 0, errors };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
