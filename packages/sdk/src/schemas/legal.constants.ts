/**
 * Facturo's legal documents: the terms and conditions and the personal data policy (Ley 1581 de
 * 2012). Each has a version (its effective date); what a person accepts is stored with that
 * version, and a newer version asks again.
 * @module
 */

/** The documents, their current version and where the portal publishes them. */
export const LEGAL_DOCUMENTS = {
  terms: { version: '2026-11-27', path: '/legal/terminos' },
  privacy: { version: '2026-11-27', path: '/legal/privacidad' },
} as const;

/** One of the legal documents. */
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;
