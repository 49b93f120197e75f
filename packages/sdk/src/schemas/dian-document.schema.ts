/**
 * The DIAN side of an invoice as the reference API sends it: the state of an electronic document at
 * DIAN (pendiente, aceptada, rechazada with DIAN's rule results) and the credit notes that correct an
 * invoice (camelCase here, snake_case on the wire). The documents themselves (PDF, XML, the
 * AttachedDocument zip) are downloaded from `/invoices/{id}/…` and `/credit-notes/{id}/…`.
 * @module
 */
import * as z from 'zod/mini';
import { dateTimeField } from './billing-fields';
import {
  CORRECTION_CONCEPT_CODES,
  DIAN_DOCUMENT_ENVIRONMENTS,
  DIAN_STATUSES,
} from './dian-document.constants';
import { idParam } from './path-params.schema';

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
