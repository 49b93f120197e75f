import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download } from '@playwright/test';
import { DEFAULT_E_INVOICING_CONFIG } from '../../packages/api/src/config/e-invoicing-config';
import {
  readDianDocument,
  recomputedDocumentKey,
} from '../../packages/api/src/e-invoicing/dian-document-reader';
import { currentEnvironment } from './environment';

const SCHEMAS = join(import.meta.dirname, '..', '..', 'packages', 'api', 'vendor', 'dian-ubl-2.1', 'maindoc');
let folder: string | undefined;
/** This worker's folder for downloads, inside the run's data folder (the global teardown removes it). */
const documentsFolder = () => (folder ??= mkdtempSync(join(currentEnvironment().dataDir, 'documents-')));

/** Saves a browser download and returns its bytes and where it is. */
export async function savedDownload(download: Download): Promise<{ path: string; bytes: Buffer }> {
  const path = join(documentsFolder(), download.suggestedFilename());
  await download.saveAs(path);
  return { path, bytes: readFileSync(path) };
}

/** Debian's `xmllint` against the vendored UBL 2.1 schema of an Invoice: the messages, none when valid. */
export function invoiceSchemaErrors(xml: string): string[] {
  const file = join(documentsFolder(), `invoice-${Date.now()}.xml`);
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--schema', join(SCHEMAS, 'UBL-Invoice-2.1.xsd'), file], {
    encoding: 'utf8',
  });
  return result.status === 0 ? [] : result.stderr.split('\n').filter((line) => line.includes('error'));
}

/**
 * The CUFE an invoice's XML states, its QR content, and the CUFE recomputed from its own fields with the
 * development numbering authorization's technical key (the e2e API runs the development default).
 */
export async function documentKeys(xml: string): Promise<{ stated: string; recomputed: string; qr: string }> {
  const data = readDianDocument(xml);
  const recomputed = await recomputedDocumentKey(data, {
    technicalKey: DEFAULT_E_INVOICING_CONFIG.settings.authorization.technicalKey,
    softwarePin: DEFAULT_E_INVOICING_CONFIG.settings.software.pin,
  });
  return { stated: data.documentKey, recomputed, qr: data.qrContent };
}

/** The text of a PDF (Poppler's `pdftotext`), no-break spaces read as spaces. */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(
    /\u00a0/g,
    ' ',
  );
}
