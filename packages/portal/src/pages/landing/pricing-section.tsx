import { localizedText } from '@facturo/sdk/co';
import type { ServiceId } from '@facturo/sdk/schemas';
import { visuallyHidden } from '@facturo/ui/styles';
import { PricingTable } from '@facturo/widgets';
import { useState } from 'react';
import { useCatalogueServices } from '../../data/catalogue.queries';
import { useLocale, useT } from '../../services/services-context';
import { AfterHydration } from '../../ui/after-hydration';
import * as styles from './landing.css';
import { usePlanCheckout } from './use-plan-checkout';

/**
 * The plans: a choice of product line, then the pricing-table widget (monthly/annual toggle, saving
 * badge, IVA, value per document). Choosing a plan puts it in the bag and opens it.
 */
export function PlansPicker({ initialService = 'electronic_invoicing' }: { initialService?: ServiceId }) {
  const t = useT();
  const locale = useLocale();
  const services = useCatalogueServices();
  const [service, setService] = useState<ServiceId>(initialService);
  const onPlanSelect = usePlanCheckout();
  return (
    <>
      {services.data && services.data.length > 1 ? (
        <fieldset className={styles.serviceTabs}>
          <legend className={visuallyHidden}>{t('portal.pricingServices')}</legend>
          {services.data.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.serviceTab}
              aria-pressed={item.id === service}
              onClick={() => setService(item.id)}
            >
              {localizedText(item.name, locale)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <PricingTable service={service} cycle="annual" onPlanSelect={onPlanSelect} />
    </>
  );
}

/** The landing page's pricing section. */
export function PricingSection() {
  const t = useT();
  return (
    <section id="pricing" className={styles.section} aria-labelledby="pricing-title">
      <div className={styles.inner}>
        <header className={styles.sectionHeader}>
          <span className={styles.eyebrow}>{t('nav.pricing')}</span>
          <h2 id="pricing-title" className={styles.sectionTitle}>
            {t('portal.pricingTitle')}
          </h2>
          <p className={styles.sectionLead}>{t('portal.pricingLead')}</p>
        </header>
        {/* The plans come from the API and the widget's texts from their own download, so neither is in
            the prerendered page: it holds their place, and they render once the page has hydrated. */}
        <div className={styles.plans}>
          <AfterHydration fallback={null}>
            <PlansPicker />
          </AfterHydration>
        </div>
      </div>
    </section>
  );
}
