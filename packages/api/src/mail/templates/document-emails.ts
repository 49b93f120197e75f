import { formatCOP } from '@facturo/sdk/co';
import type { MailAttachmentRef } from '../mail.tables';
import type { QueuedMailMessage } from '../mail-queue';
import { renderMail } from './mail-layout';

/** What the buyer's e-mail of an accepted document says. */
export interface AcceptedDocumentMail {
  to: string;
  buyerName: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  total: number;
  /** CUFE or CUDE. */
  documentKey: string;
  issuerName: string;
  /** The document itself, whose PDF and zip are attached when the e-mail is sent. */
  attachments: MailAttachmentRef;
}

/**
 * The e-mail (always in Spanish: the documents are) that delivers an invoice or credit note DIAN
 * accepted: the PDF and the AttachedDocument zip, as Colombian buyers' systems expect them.
 */
export function acceptedDocumentEmail(input: AcceptedDocumentMail): QueuedMailMessage {
  const name = input.kind === 'invoice' ? 'factura electrónica' : 'nota crédito electrónica';
  const key = input.kind === 'invoice' ? 'CUFE' : 'CUDE';
  const message = renderMail({
    to: input.to,
    lang: 'es',
    subject: `${input.issuerName}: ${name} ${input.number}`,
    greeting: `Hola, ${input.buyerName}:`,
    paragraphs: [
      `Te enviamos la ${name} ${input.number} por ${formatCOP(input.total, 'es')}, validada por la DIAN.`,
      `Adjuntamos su representación gráfica (PDF) y el contenedor electrónico (AttachedDocument, en un archivo .zip) para tu contabilidad. ${key}: ${input.documentKey}.`,
    ],
    footer: 'Recibes este correo porque esta dirección es la de facturación de tu organización en Facturo.',
  });
  return { ...message, attachments: input.attachments };
}
