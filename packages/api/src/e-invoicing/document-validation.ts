/**
 * What DIAN's validator checks that can be checked offline, as the simulator runs it: the UBL schema
 * (xmllint), the XAdES signature, the CUFE/CUDE recomputed from the document's own fields, the
 * software security code, the totals against the lines, the NIT check digits, and (invoices) the
 * numbering authorization: resolution, prefix, range and validity dates. Each finding is a rule
 * result in DIAN's style: `F…` codes for invoices, `C…` for credit notes (see docs/invoicing.md).
 * @module
 */
import { NIT_DOCUMENT_TYPE, nitCheckDigit, softwareSecurityCode } from '@facturo/sdk/co';
import type { ValidationRuleResult } from './application-response';
import type { DianDocumentData, PartyData } from './dian-document-data.types';
import { readDianDocument, recomputedDocumentKey } from './dian-document-reader';
import type { EInvoicingSettings } from './e-invoicing-settings.types';
import { verifyDianSignature } from './signature-verification';
import { checkXmlSchema, type SchemaCheck } from './xml-schema-check';

/** The outcome: the document as read (when it could be read) and every rule result. */
export interface DocumentValidation {
  data: DianDocumentData | null;
  rules: ValidationRuleResult[];
}

/** How the schema is checked; tests may replace xmllint. */
export interface ValidationOptions {
  checkSchema?: (xml: string, root: 'Invoice' | 'CreditNote') => Promise<SchemaCheck>;
}

const reject = (code: string, message: string): ValidationRuleResult => ({
  code,
  kind: 'rejection',
  message,
});

// Amounts in the XML have two decimals; a cent of difference is a real difference.
const differs = (a: number, b: number) => Math.abs(a - b) >= 0.005;

function totalRules(data: DianDocumentData, code: (suffix: string) => string): ValidationRuleResult[] {
  const rules: ValidationRuleResult[] = [];
  const sum = (pick: (line: DianDocumentData['lines'][number]) => number) =>
    data.lines.reduce((total, line) => total + pick(line), 0);
  data.lines.forEach((line, index) => {
    if (differs(line.subtotal, line.quantity * line.unitPrice)) {
      rules.push(reject(code('AV04'), `La línea ${index + 1} no vale la cantidad por el precio unitario.`));
    }
  });
  const { totals } = data;
  if (
    differs(
      totals.subtotal,
      sum((line) => line.subtotal),
    )
  ) {
    rules.push(reject(code('AU04'), 'El valor bruto no es la suma de los valores de las líneas.'));
  }
  const taxed = sum((line) => (line.ivaRatePercent === undefined ? 0 : line.subtotal));
  if (differs(totals.taxableBase, taxed)) {
    rules.push(reject(code('AU06'), 'La base imponible no es la suma de las líneas gravadas.'));
  }
  if (
    differs(
      totals.iva,
      sum((line) => line.iva),
    )
  ) {
    rules.push(reject(code('AS07'), 'El total del IVA no es la suma del IVA de las líneas.'));
  }
  if (differs(totals.total, totals.subtotal + totals.iva + totals.inc + totals.ica)) {
    rules.push(reject(code('AU14'), 'El valor a pagar no es el valor bruto más los impuestos.'));
  }
  return rules;
}

function checkDigitRule(party: PartyData, code: string, who: string): ValidationRuleResult[] {
  if (party.documentType !== NIT_DOCUMENT_TYPE) return [];
  const expected = String(nitCheckDigit(party.documentNumber));
  return party.checkDigit === expected
    ? []
    : [reject(code, `El DV del NIT del ${who} no es correcto (se esperaba ${expected}).`)];
}

function numberingRules(data: DianDocumentData, settings: EInvoicingSettings): ValidationRuleResult[] {
  const stated = data.authorization;
  const { authorization } = settings;
  if (!stated) return [reject('FAB05b', 'La factura no informa su autorización de numeración.')];
  const rules: ValidationRuleResult[] = [];
  if (stated.resolutionNumber !== authorization.resolutionNumber) {
    rules.push(
      reject('FAB05b', 'El número de resolución no corresponde a un rango de numeración autorizado.'),
    );
  }
  if (stated.prefix !== authorization.prefix || !data.number.startsWith(authorization.prefix)) {
    rules.push(reject('FAB10b', 'El prefijo no corresponde al del rango de numeración autorizado.'));
  }
  const consecutive = Number(data.number.slice(authorization.prefix.length));
  if (
    !Number.isSafeInteger(consecutive) ||
    consecutive < authorization.rangeFrom ||
    consecutive > authorization.rangeTo ||
    stated.rangeFrom !== authorization.rangeFrom ||
    stated.rangeTo !== authorization.rangeTo
  ) {
    rules.push(
      reject('FAD05c', 'El número de la factura no está dentro del rango de numeración autorizado.'),
    );
  }
  if (
    data.issueDate < authorization.validFrom ||
    data.issueDate > authorization.validTo ||
    stated.validFrom !== authorization.validFrom ||
    stated.validTo !== authorization.validTo
  ) {
    rules.push(
      reject('FAD09e', 'La fecha de emisión está fuera de la vigencia de la autorización de numeración.'),
    );
  }
  return rules;
}

async function keyRules(
  data: DianDocumentData,
  settings: EInvoicingSettings,
  code: (suffix: string) => string,
): Promise<ValidationRuleResult[]> {
  const rules: ValidationRuleResult[] = [];
  if (data.environment !== settings.environment) {
    rules.push(
      reject(code('AB19b'), 'El ambiente del documento (ProfileExecutionID) no es el de este servicio.'),
    );
  }
  const expected = await recomputedDocumentKey(data, {
    technicalKey: settings.authorization.technicalKey,
    softwarePin: settings.software.pin,
  });
  if (expected !== data.documentKey) {
    const name = data.kind === 'invoice' ? 'CUFE' : 'CUDE';
    rules.push(reject(code('AD06'), `El valor del ${name} no está calculado correctamente.`));
  }
  const securityCode = await softwareSecurityCode({
    softwareId: settings.software.id,
    softwarePin: settings.software.pin,
    number: data.number,
  });
  if (data.software.id !== settings.software.id || data.software.securityCode !== securityCode) {
    rules.push(reject(code('AB27b'), 'El código de seguridad del software no es correcto.'));
  }
  return rules;
}

/**
 * Validates a signed invoice or credit note against `settings` (the issuer's authorization, technical
 * key and software PIN, which DIAN knows from the issuer's registration). A document that cannot be
 * read as UBL is rejected with `ZB01` and nothing else is checked.
 */
export async function validateDianDocument(
  xml: string,
  settings: EInvoicingSettings,
  options: ValidationOptions = {},
): Promise<DocumentValidation> {
  let data: DianDocumentData;
  try {
    data = readDianDocument(xml);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      data: null,
      rules: [reject('ZB01', `El documento no es una factura o nota crédito UBL 2.1: ${reason}`)],
    };
  }
  const code = (suffix: string) => `${data.kind === 'invoice' ? 'F' : 'C'}${suffix}`;
  const rules: ValidationRuleResult[] = [];
  const schema = await (options.checkSchema ?? checkXmlSchema)(
    xml,
    data.kind === 'invoice' ? 'Invoice' : 'CreditNote',
  );
  if (!schema.checked) {
    rules.push({
      code: 'SIM01',
      kind: 'notification',
      message: `El simulador no validó el esquema: ${schema.reason}.`,
    });
  } else if (!schema.valid) {
    rules.push(
      reject('ZB01', `El documento no cumple el esquema UBL 2.1: ${schema.errors.slice(0, 3).join(' | ')}`),
    );
  }
  const signature = verifyDianSignature(xml);
  if (!signature.valid) rules.push(reject('ZE02', `Valor de la firma inválido: ${signature.reason}.`));
  rules.push(...(await keyRules(data, settings, code)));
  rules.push(...totalRules(data, code));
  rules.push(...checkDigitRule(data.issuer, code('AJ24'), 'emisor'));
  rules.push(...checkDigitRule(data.buyer, code('AK24'), 'adquiriente'));
  if (data.kind === 'invoice') rules.push(...numberingRules(data, settings));
  return { data, rules };
}
