import { localizedText } from '@facturo/sdk/co';
import { EmptyState, TextField } from '@facturo/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { fillRules, HELP_ARTICLES, HELP_CATEGORIES } from '../../help/help-articles';
import { matchesQuery } from '../../navigation/search-index';
import { useLocale, useT } from '../../services/services-context';
import { IconBook } from '../../ui/icons';
import * as landing from '../landing/landing.css';
import * as styles from './front-pages.css';

/** The help center: articles about buying and using the plans, by section, with a search. */
export function HelpCenterPage() {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const found = HELP_ARTICLES.filter((article) =>
    matchesQuery(`${localizedText(article.title, locale)} ${localizedText(article.summary, locale)}`, query),
  );
  return (
    <>
      <section className={styles.helpHero} aria-labelledby="help-title">
        <h1 id="help-title" className={landing.sectionTitle}>
          {t('portal.helpTitle')}
        </h1>
        <p className={landing.sectionLead} style={{ marginTop: 10 }}>
          {t('portal.helpLead')}
        </p>
        <div className={styles.searchBox}>
          <TextField label={t('portal.helpSearch')} type="search" value={query} onValueChange={setQuery} />
        </div>
      </section>
      <div className={styles.container}>
        {found.length === 0 ? (
          <EmptyState icon={<IconBook size={26} />} title={t('portal.helpNoResults', { query })} />
        ) : (
          <div className={styles.categories}>
            {HELP_CATEGORIES.map((category) => {
              const articles = found.filter((article) => article.category === category);
              if (articles.length === 0) return null;
              return (
                <section key={category} aria-labelledby={`help-${category}`}>
                  <h2
                    id={`help-${category}`}
                    style={{ fontSize: '1.375rem', fontWeight: 700, marginBottom: 16 }}
                  >
                    {t(`portal.helpCategory_${category}`)}
                  </h2>
                  <ul className={styles.articles}>
                    {articles.map((article) => (
                      <li key={article.slug}>
                        <Link
                          to={`/front-pages/help-center/article/${article.slug}`}
                          className={styles.articleCard}
                        >
                          <strong style={{ fontSize: '1.0625rem' }}>
                            {localizedText(article.title, locale)}
                          </strong>
                          <span style={{ opacity: 0.8 }}>
                            {fillRules(localizedText(article.summary, locale), locale)}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}
