import { formatCOP, groupThousands, isSpanishLocale, ivaLabelKey, localizedText } from '@facturo/sdk/co';
import type { BillingCycle, PricedPlan } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconFileInvoice from '@tabler/icons-react/dist/esm/icons/IconFileInvoice.mjs';
import IconSparkles from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import { useId } from 'react';
import type { Ownership } from '../runtime/react/use-held-services';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './plan-card.css';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  plan: PricedPlan;
  cycle: BillingCycle;
  onSelect: (plan: PricedPlan, cycle: BillingCycle) => void;
  /**
   * What the buyer's organization already holds of the plan's service: this very plan (`plan`),
   * another plan of it (`service`), or nothing (`null`, the default). Held plans are not sold again.
   */
  owned?: Ownership;
}

/** The cycle a plan is actually bought in: annual-only plans (the certificate) ignore "monthly". */
export function effectiveCycle(plan: PricedPlan, cycle: BillingCycle): BillingCycle {
  return cycle === 'monthly' && plan.cycles.monthly ? 'monthly' : 'annual';
}

/**
 * One plan: name, allowance, price for the chosen cycle with its IVA label, monthly equivalent and
 * saving for annual payment, value per document, features and the call to action. Every number is
 * the API's (the sdk's `pricePlan`), formatted as COP.
 */
export function PlanCard({ plan, cycle, onSelect, owned = null }: PlanCardProps) {
  const { t, locale } = useWidget();
  const titleId = useId();
  const shown = effectiveCycle(plan, cycle);
  const price = shown === 'monthly' && plan.cycles.monthly ? plan.cycles.monthly : plan.cycles.annual;
  const isCertificate = plan.certificateValidityYears !== undefined;
  const unitCost = shown === 'monthly' ? plan.monthlyUnitCost : plan.unitCost;
  const planName = localizedText(plan.name, locale);
  const money = (amount: number) => formatCOP(amount, locale);
  const features = isSpanishLocale(locale) ? plan.features.es : plan.features.en;

  let period = shown === 'monthly' ? t('domain.perMonth') : t('domain.perYear');
  if (isCertificate) period = t('pricing.oneTimePayment');

  return (
    <article
      className={`${styles.card} ${plan.highlighted ? styles.highlighted : ''}`}
      aria-labelledby={titleId}
    >
      {plan.highlighted ? (
        <span className={styles.ribbon}>
          <IconSparkles size={14} aria-hidden="true" focusable="false" />
          {t('pricing.recommended')}
        </span>
      ) : null}
      <header className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          {planName}
        </h3>
        <p className={styles.allowance}>
          {isCertificate ? (
            <IconCertificate size={18} aria-hidden="true" focusable="false" />
          ) : (
            <IconFileInvoice size={18} aria-hidden="true" focusable="false" />
          )}
          {isCertificate
            ? t('domain.certificateValidity', { count: plan.certificateValidityYears })
            : t('pricing.documentsPerYear', {
                count: plan.documentsPerYear,
                documents: groupThousands(plan.documentsPerYear, locale),
              })}
        </p>
      </header>

      <div className={styles.priceBlock}>
        <p className={styles.priceLine}>
          <span className={styles.amount}>{money(price.price)}</span>
          <span className={styles.period}>{period}</span>
        </p>
        <p className={styles.priceNote}>
          <span>{t(ivaLabelKey(plan.ivaTreatment))}</span>
          {shown === 'annual' && !isCertificate ? (
            <span>
              {t('domain.annualMonthlyEquivalent', { amount: money(plan.annualMonthlyEquivalent) })}
            </span>
          ) : null}
          {shown === 'annual' && plan.showSavingBadge && plan.annualSavingPercent !== null ? (
            <span className={styles.savingBadge}>
              {t('domain.annualSaving', { percent: plan.annualSavingPercent })}
            </span>
          ) : null}
          {cycle === 'monthly' && shown === 'annual' && !isCertificate ? (
            <span>{t('pricing.annualOnly')}</span>
          ) : null}
        </p>
      </div>

      {unitCost !== null ? (
        <p className={styles.unitCost}>{t('domain.unitCost', { amount: money(unitCost) })}</p>
      ) : null}

      <div className={styles.action}>
        {owned ? (
          <p className={styles.owned}>
            <IconCheck size={18} aria-hidden="true" focusable="false" />
            {t(owned === 'plan' ? 'domain.planOwned' : 'domain.servicePlanOwned')}
          </p>
        ) : (
          <Button
            block
            variant={plan.highlighted ? 'primary' : 'secondary'}
            // The accessible name starts with the visible text, even when a partner overrides it (WCAG 2.5.3).
            aria-label={t(shown === 'monthly' ? 'pricing.selectPlanMonthly' : 'pricing.selectPlanAnnual', {
              action: t('pricing.selectPlan'),
              plan: planName,
            })}
            onClick={() => onSelect(plan, shown)}
          >
            {t('pricing.selectPlan')}
          </Button>
        )}
      </div>

      {features.length > 0 ? (
        <ul className={styles.features} aria-label={t('pricing.featuresLabel', { plan: planName })}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <IconCheck size={18} aria-hidden="true" focusable="false" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
