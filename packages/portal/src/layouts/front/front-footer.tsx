import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { useServices, useT } from '../../services/services-context';
import * as styles from './front-layout.css';
import { HELP_LINK, LANDING_SECTION_LINKS } from './front-links';

/** The public website's footer: what Facturo is, the sections, help and contact. */
export function FrontFooter() {
  const t = useT();
  const { config } = useServices();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <Logo />
          <p className={styles.footerBlurb}>{t('portal.footerBlurb')}</p>
        </div>
        <nav aria-label={t('portal.footerProduct')}>
          <h2 className={styles.footerTitle}>{t('portal.footerProduct')}</h2>
          <ul className={styles.footerList}>
            {LANDING_SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('portal.footerSupport')}>
          <h2 className={styles.footerTitle}>{t('portal.footerSupport')}</h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={HELP_LINK.to}>{t(HELP_LINK.labelKey)}</Link>
            </li>
            {config.contactEmail ? (
              <li>
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </li>
            ) : null}
            {config.contactPhone ? (
              <li>
                <a href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}>{config.contactPhone}</a>
              </li>
            ) : null}
            <li>
              <Link to={LEGAL_DOCUMENTS.terms.path}>{t('nav.legalTerms')}</Link>
            </li>
            <li>
              <Link to={LEGAL_DOCUMENTS.privacy.path}>{t('nav.legalPrivacy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.footerBottom}>
        {t('portal.footerCopyright', { year: new Date().getFullYear(), product: config.productName })}
      </p>
    </footer>
  );
}
