import type { TranslationKey } from '@facturo/sdk/i18n';
import type { TablerIcon } from '@tabler/icons-react';
import { useT } from '../../services/services-context';
import {
  IconBuildingStore,
  IconCertificate,
  IconFileInvoice,
  IconMailForward,
  IconPlug,
  IconStethoscope,
  IconUsers,
} from '../../ui/icons';
import * as styles from './landing.css';

interface Feature {
  icon: TablerIcon;
  titleKey: TranslationKey;
  bodyKey: TranslationKey;
}

/** The seven product lines, in the catalogue's order. */
const FEATURES: readonly Feature[] = [
  { icon: IconFileInvoice, titleKey: 'portal.featureInvoicingTitle', bodyKey: 'portal.featureInvoicingBody' },
  { icon: IconUsers, titleKey: 'portal.featurePayrollTitle', bodyKey: 'portal.featurePayrollBody' },
  { icon: IconBuildingStore, titleKey: 'portal.featurePosTitle', bodyKey: 'portal.featurePosBody' },
  { icon: IconStethoscope, titleKey: 'portal.featureHealthTitle', bodyKey: 'portal.featureHealthBody' },
  { icon: IconMailForward, titleKey: 'portal.featureReceivedTitle', bodyKey: 'portal.featureReceivedBody' },
  {
    icon: IconCertificate,
    titleKey: 'portal.featureCertificateTitle',
    bodyKey: 'portal.featureCertificateBody',
  },
  { icon: IconPlug, titleKey: 'portal.featureApiTitle', bodyKey: 'portal.featureApiBody' },
];

/** What Facturo does, one card per product line. */
export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" className={`${styles.section} ${styles.tinted}`} aria-labelledby="features-title">
      <div className={styles.inner}>
        <header className={styles.sectionHeader}>
          <span className={styles.eyebrow}>{t('nav.features')}</span>
          <h2 id="features-title" className={styles.sectionTitle}>
            {t('portal.featuresTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('portal.featuresLead')}</p>
        </header>
        <ul className={styles.features} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {FEATURES.map(({ icon: Icon, titleKey, bodyKey }) => (
            <li key={titleKey} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3 className={styles.featureTitle}>{t(titleKey)}</h3>
              <p className={styles.featureBody}>{t(bodyKey)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
