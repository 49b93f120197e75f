import { IVA_GENERAL_RATE_PERCENT, type IvaTreatment, ivaAmount } from '@facturo/sdk/co';
import type { DocumentLineInput } from './document-input.types';

/** A line with its amounts, all whole pesos. */
export interface LineAmounts extends DocumentLineInput {
  /** `quantity × unitPrice`: the line's LineExtensionAmount. */
  subtotal: number;
  iva: number;
  /** `subtotal + iva`. */
  total: number;
}

/** A document's amounts, as `cac:LegalMonetaryTotal` and `cac:TaxTotal` write them. */
export interface DocumentAmounts {
  lines: LineAmounts[];
  /** Every line before IVA: LineExtensionAmount, and ValFac in the CUFE. */
  subtotal: number;
  /** The base IVA is charged on (excluded lines are not in it): TaxExclusiveAmount. */
  taxableBase: number;
  iva: number;
  /** What the buyer pays: TaxInclusiveAmount and PayableAmount. */
  total: number;
}

function wholePesos(value: number, what: string, minimum = 0): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${what} must be a whole number ≥ ${minimum}, got ${value}.`);
  }
}

function lineIva(line: DocumentLineInput, subtotal: number, position: number): number {
  const expected = ivaAmount(subtotal, line.ivaTreatment);
  const iva = line.iva ?? expected;
  wholePesos(iva, `The IVA of line ${position}`);
  // Per-unit rounding (quantity × unit IVA) may differ from 19 % of the whole by up to a peso per unit.
  const tolerance = line.ivaTreatment === 'excluded' ? 0 : line.quantity;
  if (Math.abs(iva - expected) > tolerance) {
    throw new RangeError(
      `Line ${position} ("${line.description}") charges ${iva} of IVA on ${subtotal}, but ` +
        `${describe(line.ivaTreatment)} makes it ${expected}: correct the line's IVA or its treatment.`,
    );
  }
  return iva;
}

const describe = (treatment: IvaTreatment) =>
  treatment === 'excluded' ? 'an IVA-excluded line' : `IVA at ${IVA_GENERAL_RATE_PERCENT} %`;

/**
 * Every amount of a document from its lines. Throws a `RangeError` naming the line when a quantity or
 * price is not a whole number, or when a given IVA does not match the line's treatment.
 */
export function documentAmounts(lines: readonly DocumentLineInput[]): DocumentAmounts {
  if (lines.length === 0) throw new RangeError('A document needs at least one line.');
  const computed = lines.map((line, index): LineAmounts => {
    const position = index + 1;
    wholePesos(line.quantity, `The quantity of line ${position}`, 1);
    wholePesos(line.unitPrice, `The unit price of line ${position}`);
    const subtotal = line.quantity * line.unitPrice;
    const iva = lineIva(line, subtotal, position);
    return { ...line, subtotal, iva, total: subtotal + iva };
  });
  const sum = (pick: (line: LineAmounts) => number, of = computed) =>
    of.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((line) => line.subtotal);
  const iva = sum((line) => line.iva);
  return {
    lines: computed,
    subtotal,
    taxableBase: sum(
      (line) => line.subtotal,
      computed.filter((line) => line.ivaTreatment !== 'excluded'),
    ),
    iva,
    total: subtotal + iva,
  };
}
