/**
 * Schema validation of DIAN documents with Debian's `xmllint` (libxml2) against the vendored UBL 2.1
 * schemas of DIAN's toolbox (`packages/api/vendor/dian-ubl-2.1/`): what DIAN's validator checks first.
 * No JavaScript library validates XML Schema 1.0 with these imports faithfully; libxml2 does, and the
 * tests already use it.
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UblDocumentType } from './xml-tree';

/** The outcome: checked and valid or not (with libxml2's messages), or not checked and why. */
export type SchemaCheck =
  | { checked: true; valid: boolean; errors: string[] }
  | { checked: false; reason: string };

const SCHEMA_FILES: Record<UblDocumentType, string> = {
  Invoice: 'UBL-Invoice-2.1.xsd',
  CreditNote: 'UBL-CreditNote-2.1.xsd',
  ApplicationResponse: 'UBL-ApplicationResponse-2.1.xsd',
  AttachedDocument: 'UBL-AttachedDocument-2.1.xsd',
};

let schemaFolder: string | undefined;

/** `vendor/dian-ubl-2.1/maindoc`, found upwards from this file (it runs from `src/` or `dist/`). */
function maindocFolder(): string {
  if (schemaFolder) return schemaFolder;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'vendor', 'dian-ubl-2.1', 'maindoc');
    if (existsSync(candidate)) {
      schemaFolder = candidate;
      return candidate;
    }
    dir = dirname(dir);
  }
  throw new Error('The vendored DIAN schemas (vendor/dian-ubl-2.1) are missing from the API package.');
}

/**
 * Validates `xml` (a `root` document) with `xmllint --noout --schema`, fed through stdin. When
 * xmllint is not installed the answer says so (`checked: false`) instead of passing the document.
 */
export function checkXmlSchema(
  xml: string,
  root: UblDocumentType,
  command = 'xmllint',
): Promise<SchemaCheck> {
  const schema = join(maindocFolder(), SCHEMA_FILES[root]);
  return new Promise((resolve) => {
    const child = spawn(command, ['--noout', '--nonet', '--schema', schema, '-'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error) =>
      resolve({
        checked: false,
        reason: `xmllint could not run (${error.message}): install Debian's libxml2-utils`,
      }),
    );
    child.on('close', (status) => {
      // 0: valid; 1: not well-formed; 3: not valid against the schema; else xmllint itself failed.
      if (status === 0 || status === 1 || status === 3) {
        const errors = stderr.split('\n').filter((line) => /validity error|parser error/.test(line));
        resolve({ checked: true, valid: status === 0, errors });
      } else {
        resolve({ checked: false, reason: `xmllint exited with ${status}: ${stderr.trim().slice(0, 500)}` });
      }
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(xml);
  });
}
