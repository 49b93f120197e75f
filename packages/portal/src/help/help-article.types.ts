import type { LocalizedText } from '@facturo/sdk/co';

/** A block of an article's body. */
export type HelpBlock =
  | { kind: 'paragraph'; text: LocalizedText }
  | { kind: 'heading'; text: LocalizedText }
  | { kind: 'steps'; items: readonly LocalizedText[] }
  | { kind: 'list'; items: readonly LocalizedText[] }
  | { kind: 'tip'; text: LocalizedText };

/** The help center's sections. */
export type HelpCategory = 'buying' | 'billing' | 'using';

/** A help article, in Spanish and English. Numbers of the billing rules come in as `{{name}}`. */
export interface HelpArticle {
  /** URL segment: `/front-pages/help-center/article/{slug}`. */
  slug: string;
  category: HelpCategory;
  title: LocalizedText;
  summary: LocalizedText;
  body: readonly HelpBlock[];
}
