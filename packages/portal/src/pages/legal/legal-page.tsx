import { LEGAL_DOCUMENTS, type LegalDocument } from '@facturo/sdk/schemas';
import { useLocale, useT } from '../../services/services-context';
import { formatDate } from '../../ui/format';
import * as page from '../../ui/page.css';
import type { LegalText } from './legal-document.types';
import { PRIVACY } from './privacy.content';
import { TERMS } from './terms.content';

const TEXTS: Record<LegalDocument, Readonly<Record<'es' | 'en', LegalText>>> = {
  terms: TERMS,
  privacy: PRIVACY,
};

/**
 * One of Facturo's legal documents (terms and conditions, personal data policy) with its version:
 * what the sign-up and contact consents link to. Spanish is the binding text; English is shown on
 * an English page.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useT();
  const locale = useLocale();
  const text = TEXTS[document][locale === 'en' ? 'en' : 'es'];
  const { version } = LEGAL_DOCUMENTS[document];
  return (
    <article
      style={{ maxWidth: 760, marginInline: 'auto', display: 'grid', gap: 16, paddingBlock: '40px 56px' }}
    >
      <header>
        <h1 className={page.title}>{text.title}</h1>
        <p className={page.muted}>{t('portal.legalVersion', { date: formatDate(version, locale) })}</p>
        <p>{text.summary}</p>
      </header>
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`${document}-section-${index}`}>
          <h2 id={`${document}-section-${index}`} style={{ fontSize: '1.125rem', marginBottom: 8 }}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} style={{ marginBottom: 8, lineHeight: 1.6 }}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** `/legal/terminos`. */
export const TermsPage = () => <LegalPage document="terms" />;

/** `/legal/privacidad`. */
export const PrivacyPage = () => <LegalPage document="privacy" />;
