import { formatCOP } from '@facturo/sdk/co';
import { useLocale, useServices, useT } from '../../services/services-context';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button-link';
import { IconArrowRight, IconCheck, IconCircleCheck, IconFileInvoice } from '../../ui/icons';
import * as styles from './landing.css';

const POINTS = ['portal.heroPoint1', 'portal.heroPoint2', 'portal.heroPoint3'] as const;

// The example invoice in the hero: the annual Emprendedor plan as the checkout prices it. Electronic
// invoicing plans are excluded from IVA in the catalogue, so the line says so and adds nothing.
const EXAMPLE = { subtotal: 342_000, iva: 0 };

/** The hero: what Facturo is, the two ways in (plans, contact), and an example invoice. */
export function HeroSection() {
  const t = useT();
  const locale = useLocale();
  const { config, session } = useServices();
  const signUp = config.allowAuth && !session.isLoggedIn;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${styles.inner} ${styles.heroGrid}`}>
        <div>
          <span className={styles.eyebrow}>{t('portal.heroEyebrow')}</span>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('portal.heroTitle')} <span className={styles.heroAccent}>{t('portal.heroTitleAccent')}</span>
          </h1>
          <p className={styles.heroLead}>{t('portal.heroLead')}</p>
          <div className={styles.heroActions}>
            <ButtonLink to="/landing-page#pricing" size="lg">
              {t('portal.heroPrimary')}
              <IconArrowRight size={18} aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={signUp ? '/register' : '/landing-page#contact'} size="lg" variant="secondary">
              {t(signUp ? 'portal.heroSignUp' : 'portal.heroContact')}
            </ButtonLink>
          </div>
          <ul className={styles.heroPoints}>
            {POINTS.map((key) => (
              <li key={key}>
                <IconCheck size={18} aria-hidden="true" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <figure className={styles.mock} aria-label={t('portal.heroMockLabel')} style={{ margin: 0 }}>
          <div className={styles.mockRow}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, fontWeight: 700 }}>
              <IconFileInvoice size={24} aria-hidden="true" />
              {t('portal.heroMockTitle')}
            </span>
            <Badge tone="success">{t('portal.heroMockStatus')}</Badge>
          </div>
          <div className={styles.mockLines}>
            <div className={styles.mockRow}>
              <span>{t('portal.heroMockLine')}</span>
              <span>{formatCOP(EXAMPLE.subtotal, locale)}</span>
            </div>
            <div className={styles.mockRow}>
              <span>{t('domain.ivaExcluded')}</span>
              <span>{formatCOP(EXAMPLE.iva, locale)}</span>
            </div>
          </div>
          <div className={styles.mockRow}>
            <span style={{ color: 'inherit', opacity: 0.75 }}>{t('portal.heroMockTotal')}</span>
            <span className={styles.mockTotal}>{formatCOP(EXAMPLE.subtotal + EXAMPLE.iva, locale)}</span>
          </div>
          <figcaption className={styles.mockFloat}>
            <IconCircleCheck
              size={22}
              aria-hidden="true"
              style={{ color: 'var(--facturo-color-primary, #10D1F4)' }}
            />
            {t('portal.heroMockCaption')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
