import type { TranslationKey } from '@facturo/sdk/i18n';
import type { TablerIcon } from '@tabler/icons-react';
import { useT } from '../../services/services-context';
import { IconCode, IconHeadset, IconRocket, IconScale } from '../../ui/icons';
import * as styles from './landing.css';

const TEAMS: readonly { icon: TablerIcon; title: TranslationKey; body: TranslationKey }[] = [
  { icon: IconHeadset, title: 'portal.teamSupportTitle', body: 'portal.teamSupportBody' },
  { icon: IconRocket, title: 'portal.teamOnboardingTitle', body: 'portal.teamOnboardingBody' },
  { icon: IconScale, title: 'portal.teamComplianceTitle', body: 'portal.teamComplianceBody' },
  { icon: IconCode, title: 'portal.teamEngineeringTitle', body: 'portal.teamEngineeringBody' },
];

/** The people behind the product, by what they do for the customer. */
export function TeamSection() {
  const t = useT();
  return (
    <section id="team" className={styles.section} aria-labelledby="team-title">
      <div className={styles.inner}>
        <header className={styles.sectionHeader}>
          <span className={styles.eyebrow}>{t('nav.team')}</span>
          <h2 id="team-title" className={styles.sectionTitle}>
            {t('portal.teamTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('portal.teamLead')}</p>
        </header>
        <ul className={styles.team} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {TEAMS.map(({ icon: Icon, title, body }) => (
            <li key={title} className={styles.teamCard}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3 className={styles.featureTitle}>{t(title)}</h3>
              <p className={styles.featureBody}>{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
