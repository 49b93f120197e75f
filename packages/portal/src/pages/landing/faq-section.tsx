import type { TranslationKey } from '@facturo/sdk/i18n';
import { useT } from '../../services/services-context';
import { IconChevronDown } from '../../ui/icons';
import * as styles from './landing.css';

/** The questions customers ask before buying, in the order they ask them. */
export const FAQ_ENTRIES: readonly { question: TranslationKey; answer: TranslationKey }[] = [
  { question: 'portal.faqQ1', answer: 'portal.faqA1' },
  { question: 'portal.faqQ2', answer: 'portal.faqA2' },
  { question: 'portal.faqQ3', answer: 'portal.faqA3' },
  { question: 'portal.faqQ4', answer: 'portal.faqA4' },
  { question: 'portal.faqQ5', answer: 'portal.faqA5' },
  { question: 'portal.faqQ6', answer: 'portal.faqA6' },
];

/** Frequently asked questions as native disclosures (keyboard and screen-reader friendly). */
export function FaqSection() {
  const t = useT();
  return (
    <section id="faq" className={`${styles.section} ${styles.tinted}`} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <header className={styles.sectionHeader}>
          <span className={styles.eyebrow}>{t('nav.faq')}</span>
          <h2 id="faq-title" className={styles.sectionTitle}>
            {t('portal.faqTitle')}
          </h2>
        </header>
        <div className={styles.faqList}>
          {FAQ_ENTRIES.map((entry, index) => (
            <details key={entry.question} className={styles.faqItem} open={index === 0}>
              <summary className={styles.faqQuestion}>
                {t(entry.question)}
                <IconChevronDown size={18} aria-hidden="true" />
              </summary>
              <p className={styles.faqAnswer}>{t(entry.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
