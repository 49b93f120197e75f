import { useT } from '../../services/services-context';
import { FaqSection } from '../landing/faq-section';
import * as landing from '../landing/landing.css';
import { PlansPicker } from '../landing/pricing-section';

/** The pricing page: every service's plans (pricing-table widget) and the questions people ask. */
export function PricingPage() {
  const t = useT();
  return (
    <>
      <section className={landing.section} aria-labelledby="pricing-page-title">
        <div className={landing.inner}>
          <header className={landing.sectionHeader}>
            <span className={landing.eyebrow}>{t('nav.pricing')}</span>
            <h1 id="pricing-page-title" className={landing.sectionTitle}>
              {t('portal.pricingTitle')}
            </h1>
            <p className={landing.sectionLead}>{t('portal.pricingLead')}</p>
          </header>
          <PlansPicker />
        </div>
      </section>
      <FaqSection />
    </>
  );
}
