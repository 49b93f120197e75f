/**
 * The DIAN side of an invoice as the reference API sends it: the state of an electronic document at
 * DIAN (pendiente, aceptada, rechazada with DIAN's rule results) and the credit notes that correct an
 * invoice (camelCase here, snake_case on the wire). The documents themselves (PDF, XML, the
 * AttachedDocument zip) are downloaded from `/invoices/{id}/…` and `/credit-notes/{id}/…`.
 * @module
 */
import * as z from 'zod/mini';
import { dateTimeField } from './billing-fields';
import { idParam } from './path-params.schema';

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

/** One rule result of DIAN's validation (`Regla: FAD06, Rechazo: …`). */
export const dianRuleSchema = z.object({
  /** DIAN's rule code (`FAD06`, `CAJ24`…). */
  code: z.string(),
  /** `rejection` refuses the document; `notification` is a remark on an accepted one. */
  kind: z.enum(['rejection', 'notification']),
  /** What the rule found, in Spanish as DIAN writes it. */
  message: z.string(),
});

/** A rule result, parsed. */
export type DianRule = z.output<typeof dianRuleSchema>;

/** An electronic document's state at DIAN. */
export const dianStateSchema = z.object({
  status: z.enum(DIAN_STATUSES),
  /** Every rule DIAN reported: the rejections explain a `rejected` state. Empty while `pending`. */
  rules: z.array(dianRuleSchema),
  /** When DIAN answered; `null` while `pending`. */
  answeredAt: z.nullable(dateTimeField()),
  environment: z.enum(DIAN_DOCUMENT_ENVIRONMENTS),
});

/** A DIAN state, parsed. */
export type DianState = z.output<typeof dianStateSchema>;

/**
 * A credit note (nota crédito electrónica, type 91) correcting an invoice: it voids it (concept `2`,
 * with a new invoice when money is still owed) or returns part of it (a refund). Its PDF, XML and
 * AttachedDocument are at `/credit-notes/{id}/pdf`, `/xml` and `/attached-document`.
 */
export const creditNoteSchema = z.object({
  id: z.uuid(),
  /** Prefix and consecutive (`NC12`). */
  number: z.string(),
  issuedAt: dateTimeField(),
  /** The day of issue in Colombia (`YYYY-MM-DD`), as the document states it. */
  issueDate: z.string(),
  conceptCode: z.enum(CORRECTION_CONCEPT_CODES),
  /** DIAN's name of the concept, in the request's language ("Anulación de factura electrónica"). */
  concept: z.string(),
  /** Why, as the credit note states it (Spanish). */
  reason: z.string(),
  subtotal: z.int(),
  iva: z.int(),
  total: z.int(),
  /** Its CUDE. */
  documentKey: z.string(),
  dian: dianStateSchema,
});

/** A credit note, parsed. */
export type CreditNote = z.output<typeof creditNoteSchema>;

/** `/credit-notes/{creditNoteId}/…` path parameters. */
export const creditNoteParamsSchema = z.object({ creditNoteId: idParam() });
