import { formatCOP, groupThousands, isSpanishLocale, ivaLabelKey, localizedText } from '@facturo/sdk/co';
import type { TranslationValues } from '@facturo/sdk/i18n';
import type { BillingCycle, PricedPlan } from '@facturo/sdk/schemas';
import { buttonClass } from '@facturo/ui/button-class';
import { visuallyHidden } from '@facturo/ui/styles';
import * as toggleStyles from './cycle-toggle.css';
import { earlyIcon } from './early-icons';
import * as cardStyles from './plan-card.css';
import * as styles from './pricing-table.css';

/** Translates with the widget's catalogue (`CatalogueTranslator.t`). */
type Translate = (key: string, values?: TranslationValues) => string;

type Child = Node | string | null | false;

/** An element with attributes and children, the way React creates it from JSX. */
export function earlyElement(
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}
const h = earlyElement;

let lastId = 0;
/** An id unique on the page, for `aria-labelledby` and radio names (React's `useId` in the table). */
export const earlyId = () => `facturo-early-${++lastId}`;

// `effectiveCycle` of plan-card.tsx, which this module cannot import without React.
const shownCycle = (plan: PricedPlan, cycle: BillingCycle): BillingCycle =>
  cycle === 'monthly' && plan.cycles.monthly ? 'monthly' : 'annual';

/**
 * One plan card as `<PlanCard>` renders it for a visitor who holds no plan: the same elements,
 * classes, texts and accessible names (its button is `<Button block>`). Kept identical by a test
 * that compares both renderings.
 */
export function earlyPlanCard(
  plan: PricedPlan,
  cycle: BillingCycle,
  t: Translate,
  locale: string,
): HTMLElement {
  const titleId = earlyId();
  const shown = shownCycle(plan, cycle);
  const price = shown === 'monthly' && plan.cycles.monthly ? plan.cycles.monthly : plan.cycles.annual;
  const isCertificate = plan.certificateValidityYears !== undefined;
  const unitCost = shown === 'monthly' ? plan.monthlyUnitCost : plan.unitCost;
  const planName = localizedText(plan.name, locale);
  const money = (amount: number) => formatCOP(amount, locale);
  const features = isSpanishLocale(locale) ? plan.features.es : plan.features.en;
  let period = shown === 'monthly' ? t('domain.perMonth') : t('domain.perYear');
  if (isCertificate) period = t('pricing.oneTimePayment');
  const p = (className: string | undefined, ...children: Child[]) =>
    h('p', { class: className }, ...children);
  const span = (className: string | undefined, ...children: Child[]) =>
    h('span', { class: className }, ...children);

  return h(
    'article',
    {
      class: `${cardStyles.card} ${plan.highlighted ? cardStyles.highlighted : ''}`,
      'aria-labelledby': titleId,
    },
    plan.highlighted && span(cardStyles.ribbon, earlyIcon('sparkles', 14), t('pricing.recommended')),
    h(
      'header',
      { class: cardStyles.header },
      h('h3', { id: titleId, class: cardStyles.name }, planName),
      p(
        cardStyles.allowance,
        earlyIcon(isCertificate ? 'certificate' : 'file-invoice', 18),
        isCertificate
          ? t('domain.certificateValidity', { count: plan.certificateValidityYears })
          : t('pricing.documentsPerYear', {
              count: plan.documentsPerYear,
              documents: groupThousands(plan.documentsPerYear, locale),
            }),
      ),
    ),
    h(
      'div',
      { class: cardStyles.priceBlock },
      p(cardStyles.priceLine, span(cardStyles.amount, money(price.price)), span(cardStyles.period, period)),
      p(
        cardStyles.priceNote,
        span(undefined, t(ivaLabelKey(plan.ivaTreatment))),
        shown === 'annual' &&
          !isCertificate &&
          span(
            undefined,
            t('domain.annualMonthlyEquivalent', { amount: money(plan.annualMonthlyEquivalent) }),
          ),
        shown === 'annual' &&
          plan.showSavingBadge &&
          plan.annualSavingPercent !== null &&
          span(cardStyles.savingBadge, t('domain.annualSaving', { percent: plan.annualSavingPercent })),
        cycle === 'monthly' &&
          shown === 'annual' &&
          !isCertificate &&
          span(undefined, t('pricing.annualOnly')),
      ),
    ),
    unitCost !== null && p(cardStyles.unitCost, t('domain.unitCost', { amount: money(unitCost) })),
    h(
      'div',
      { class: cardStyles.action },
      h(
        'button',
        {
          'aria-label': t(shown === 'monthly' ? 'pricing.selectPlanMonthly' : 'pricing.selectPlanAnnual', {
            action: t('pricing.selectPlan'),
            plan: planName,
          }),
          type: 'button',
          class: buttonClass({ block: true, variant: plan.highlighted ? 'primary' : 'secondary' }),
        },
        t('pricing.selectPlan'),
      ),
    ),
    features.length > 0 &&
      h(
        'ul',
        { class: cardStyles.features, 'aria-label': t('pricing.featuresLabel', { plan: planName }) },
        ...features.map((feature) => h('li', { class: cardStyles.feature }, earlyIcon('check', 18), feature)),
      ),
  );
}

/** The list of cards (`<ul>` of `<li>`), as the table renders it once its plans are in. */
export function earlyPlanGrid(
  plans: readonly PricedPlan[],
  cycle: BillingCycle,
  t: Translate,
  locale: string,
): HTMLElement {
  return h(
    'ul',
    { class: styles.grid, 'aria-label': t('pricing.plansLabel') },
    ...plans.map((plan) => h('li', { class: styles.gridItem }, earlyPlanCard(plan, cycle, t, locale))),
  );
}

/**
 * The monthly/annual switch as `<CycleToggle>` renders it (a native radio group), in the table's
 * toolbar; `null` when no plan has a monthly price (the table shows no toggle then).
 */
export function earlyCycleToolbar(
  plans: readonly PricedPlan[],
  cycle: BillingCycle,
  t: Translate,
): HTMLElement | null {
  if (!plans.some((plan) => plan.cycles.monthly !== null)) return null;
  const savings = plans.filter((plan) => plan.showSavingBadge).map((plan) => plan.annualSavingPercent ?? 0);
  const best = savings.length ? Math.max(...savings) : null;
  const name = earlyId();
  const option = (value: BillingCycle, label: string) => {
    const input = h('input', { type: 'radio', value, name }) as HTMLInputElement;
    input.defaultChecked = value === cycle;
    return h(
      'label',
      { class: toggleStyles.option },
      input,
      label,
      value === 'annual' &&
        best !== null &&
        h('span', { class: toggleStyles.saving }, t('pricing.saveUpTo', { percent: best })),
    );
  };
  return h(
    'div',
    { class: styles.toolbar },
    h(
      'fieldset',
      { class: toggleStyles.group },
      h('legend', { class: visuallyHidden }, t('pricing.cycleLegend')),
      option('monthly', t('domain.billingCycleMonthly')),
      option('annual', t('domain.billingCycleAnnual')),
    ),
  );
}
