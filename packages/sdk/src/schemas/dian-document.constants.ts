/**
 * The DIAN documents' fixed lists (statuses, correction concepts, environments), apart from their
 * schemas so that code which only needs the lists (a badge, a zod-free check of an answer) does not
 * pull the validator in.
 * @module
 */

/**
 * Where a document stands at DIAN: `pending` (signed and queued, or sent and not answered yet),
 * `accepted` (DIAN validated it: it is a legal document) or `rejected` (DIAN refused it; the rules say
 * why, and Facturo's team is alerted).
 */
export const DIAN_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** One of {@link DIAN_STATUSES}. */
export type DianStatus = (typeof DIAN_STATUSES)[number];

/** DIAN's credit-note correction concepts: 1 partial return … 2 annulment … 6 volume discount. */
export const CORRECTION_CONCEPT_CODES = ['1', '2', '3', '4', '5', '6'] as const;

/** One of {@link CORRECTION_CONCEPT_CODES}. */
export type CorrectionConceptCode = (typeof CORRECTION_CONCEPT_CODES)[number];

/** The electronic environment a document was issued in: `test` (habilitación, no fiscal value) or `production`. */
export const DIAN_DOCUMENT_ENVIRONMENTS = ['test', 'production'] as const;
