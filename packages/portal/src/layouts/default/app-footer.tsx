import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { Link } from 'react-router';
import { useServices, useT } from '../../services/services-context';
import * as styles from './default-layout.css';

/** The app's footer: the product, the year, and where to get help. */
export function AppFooter() {
  const t = useT();
  const { config } = useServices();
  return (
    <footer className={styles.footer}>
      <p>{t('portal.footerCopyright', { year: new Date().getFullYear(), product: config.productName })}</p>
      <nav aria-label={t('portal.footerNav')} className={styles.footerLinks}>
        <Link to="/front-pages/help-center">{t('nav.helpCenter')}</Link>
        <Link to="/front-pages/pricing">{t('nav.pricing')}</Link>
        <Link to={LEGAL_DOCUMENTS.terms.path}>{t('nav.legalTerms')}</Link>
        <Link to={LEGAL_DOCUMENTS.privacy.path}>{t('nav.legalPrivacy')}</Link>
        {config.contactEmail ? <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a> : null}
      </nav>
    </footer>
  );
}
