/** One section of a legal document: its heading and paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A legal document in one language. */
export interface LegalText {
  title: string;
  /** What the document is, in one sentence under the title. */
  summary: string;
  sections: readonly LegalSection[];
}
