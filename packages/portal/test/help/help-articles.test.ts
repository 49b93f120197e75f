import { describe, expect, test } from 'vitest';
import type { HelpBlock } from '../../src/help/help-article.types';
import { fillRules, findArticle, HELP_ARTICLES, HELP_CATEGORIES } from '../../src/help/help-articles';

const texts = (block: HelpBlock) => ('items' in block ? block.items : [block.text]);

describe('the help articles', () => {
  test('slugs are unique URL segments and every section has articles', () => {
    const slugs = HELP_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const category of HELP_CATEGORIES)
      expect(
        HELP_ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
  });

  test.each(HELP_ARTICLES.map((article) => [article.slug, article] as const))(
    '%s is written in Spanish and English with the real billing rules',
    (_slug, article) => {
      const all = [article.title, article.summary, ...article.body.flatMap(texts)];
      for (const text of all) {
        for (const locale of ['es', 'en'] as const) {
          expect(text[locale].trim().length, `${locale}: ${text.es}`).toBeGreaterThan(0);
          expect(fillRules(text[locale], locale)).not.toMatch(/\{\{/);
        }
        expect(text.es).not.toBe(text.en);
      }
    },
  );

  test.each([
    ['{{graceDays}} días de gracia', 'es', '10 días de gracia'],
    ['un cargo de {{reconnectionFee}}', 'es', 'un cargo de $ 15.000'],
    ['a {{extraDocumentPrice}} fee', 'en', 'a COP 800 fee'],
    ['entre el {{minDay}} y el {{maxDay}}', 'es', 'entre el 1 y el 28'],
  ])('"%s" in %s reads "%s"', (text, locale, expected) => {
    expect(fillRules(text, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  test('unknown slugs find nothing', () => {
    expect(findArticle('no-existe')).toBeUndefined();
  });
});
