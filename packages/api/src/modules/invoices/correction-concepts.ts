import type { LocalizedText } from '@facturo/sdk/co';
import type { CorrectionConceptCode } from '@facturo/sdk/schemas';
import { CORRECTION_CONCEPTS } from '../../e-invoicing/dian-code-lists';

/** DIAN's names of the credit-note correction concepts: its own Spanish, and English. */
export const CORRECTION_CONCEPT_NAMES: Readonly<Record<CorrectionConceptCode, LocalizedText>> = {
  '1': {
    es: CORRECTION_CONCEPTS['1'],
    en: 'Partial return of goods or partial non-acceptance of the service',
  },
  '2': { es: CORRECTION_CONCEPTS['2'], en: 'Electronic invoice annulment' },
  '3': { es: CORRECTION_CONCEPTS['3'], en: 'Partial or total rebate or discount' },
  '4': { es: CORRECTION_CONCEPTS['4'], en: 'Price adjustment' },
  '5': { es: CORRECTION_CONCEPTS['5'], en: 'Prompt payment discount' },
  '6': { es: CORRECTION_CONCEPTS['6'], en: 'Sales volume discount' },
};
