import { SUBSCRIPTION_RULES, UNIFIED_BILLING_DAY_RANGE } from '@facturo/sdk/billing';
import { formatCOP } from '@facturo/sdk/co';
import { billingArticles } from './articles/billing.articles';
import { buyingArticles } from './articles/buying.articles';
import { usingArticles } from './articles/using.articles';
import type { HelpArticle, HelpCategory } from './help-article.types';

/** Every help article, by section. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  ...buyingArticles,
  ...billingArticles,
  ...usingArticles,
];

/** The sections of the help center, in display order. */
export const HELP_CATEGORIES: readonly HelpCategory[] = ['buying', 'billing', 'using'];

/** The article with this URL segment, if any. */
export function findArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}

/**
 * Puts the billing rules into an article's text (`{{graceDays}}` → `10`), so the help always says
 * what the sdk and the API actually apply.
 */
export function fillRules(text: string, locale: string): string {
  const values: Record<string, string> = {
    renewalDays: String(SUBSCRIPTION_RULES.renewalDays),
    graceDays: String(SUBSCRIPTION_RULES.graceDays),
    cancellationDays: String(SUBSCRIPTION_RULES.cancellationDays),
    reconnectionFee: formatCOP(SUBSCRIPTION_RULES.reconnectionFee, locale),
    extraDocumentPrice: formatCOP(SUBSCRIPTION_RULES.extraDocumentPrice, locale),
    minDay: String(UNIFIED_BILLING_DAY_RANGE.min),
    maxDay: String(UNIFIED_BILLING_DAY_RANGE.max),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
