import { localizedText } from '@facturo/sdk/co';
import { Alert } from '@facturo/ui';
import { Link, Navigate, useParams } from 'react-router';
import type { HelpBlock } from '../../help/help-article.types';
import { fillRules, findArticle, HELP_ARTICLES } from '../../help/help-articles';
import { useLocale, useT } from '../../services/services-context';
import * as landing from '../landing/landing.css';
import * as styles from './front-pages.css';

function Block({ block, locale }: { block: HelpBlock; locale: string }) {
  const text = (value: { es: string; en: string }) => fillRules(localizedText(value, locale), locale);
  switch (block.kind) {
    case 'heading':
      return <h2 style={{ fontSize: '1.25rem', fontWeight: 700 }}>{text(block.text)}</h2>;
    case 'steps':
      return (
        <ol style={{ paddingInlineStart: 22, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {block.items.map((item) => (
            <li key={item.es}>{text(item)}</li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul style={{ paddingInlineStart: 22, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {block.items.map((item) => (
            <li key={item.es}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'tip':
      return (
        <Alert tone="primary" live={false}>
          {text(block.text)}
        </Alert>
      );
    default:
      return <p>{text(block.text)}</p>;
  }
}

/** One help article, with the other articles of its section to read next. */
export function HelpArticlePage() {
  const t = useT();
  const locale = useLocale();
  const { title = '' } = useParams();
  const article = findArticle(title);
  if (!article) return <Navigate to={`/pages/misc/not-found/${encodeURIComponent(title)}`} replace />;
  const related = HELP_ARTICLES.filter(
    (item) => item.category === article.category && item.slug !== article.slug,
  );
  return (
    <div className={styles.container}>
      <article className={styles.article}>
        <nav aria-label={t('portal.breadcrumb')} className={styles.breadcrumb}>
          <Link to="/front-pages/help-center">{t('nav.helpCenter')}</Link>
          <span aria-hidden="true">/</span>
          <span>{t(`portal.helpCategory_${article.category}`)}</span>
        </nav>
        <h1 className={landing.sectionTitle}>{localizedText(article.title, locale)}</h1>
        <p className={landing.sectionLead} style={{ margin: '12px 0 28px' }}>
          {fillRules(localizedText(article.summary, locale), locale)}
        </p>
        <div className={styles.articleBody}>
          {article.body.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an article's blocks are static and never reorder.
            <Block key={index} block={block} locale={locale} />
          ))}
        </div>
        {related.length ? (
          <aside aria-labelledby="related-title" style={{ marginTop: 40 }}>
            <h2 id="related-title" style={{ fontSize: '1.125rem', fontWeight: 700, marginBottom: 12 }}>
              {t('portal.helpRelated')}
            </h2>
            <ul className={styles.articles}>
              {related.map((item) => (
                <li key={item.slug}>
                  <Link to={`/front-pages/help-center/article/${item.slug}`} className={styles.articleCard}>
                    <strong>{localizedText(item.title, locale)}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </article>
    </div>
  );
}
