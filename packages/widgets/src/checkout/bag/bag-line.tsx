import { isSoldByUnit } from '@facturo/sdk/billing';
import type { Cart } from '@facturo/sdk/cart';
import { formatCOP, ivaRatePercent, localizedText } from '@facturo/sdk/co';
import type { BillingCycle } from '@facturo/sdk/schemas';
import { Button, SelectField } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useId } from 'react';
import type { Ownership } from '../../runtime/react/use-held-services';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from './bag.css';
import { type BagLine, MAX_BAG_QUANTITY } from './bag-summary';
import { serviceNameKey } from './service-names';
import { useTermText } from './term-text';

const QUANTITIES = Array.from({ length: MAX_BAG_QUANTITY }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** What one cycle costs, with its IVA in words: "$ 499.000 + IVA 19 % ($ 94.810)" or "IVA excluido". */
export function useIvaText() {
  const { t, locale } = useWidget();
  return (line: Pick<BagLine, 'plan' | 'iva'>) =>
    line.iva > 0
      ? `${t('domain.ivaRate', { rate: ivaRatePercent(line.plan.ivaTreatment) })}: ${formatCOP(line.iva, locale)}`
      : t('domain.ivaExcluded');
}

/**
 * One plan in the bag: its service and name, the monthly/annual switch (when the plan is sold
 * monthly), the quantity (only for plans bought by the unit), a remove button, and the amounts the
 * API priced: subtotal, IVA by the plan's treatment, and total.
 */
export function BagLineView({
  line,
  cart,
  owned = null,
}: {
  line: BagLine;
  cart: Cart;
  /** What the buyer's organization already holds of this plan's service (see `ownership`). */
  owned?: Ownership;
}) {
  const { t, locale } = useWidget();
  const ivaText = useIvaText();
  const termText = useTermText();
  const id = useId();
  const planName = localizedText(line.plan.name, locale);
  const cycles: BillingCycle[] = line.plan.cycles.monthly ? ['monthly', 'annual'] : ['annual'];
  const byUnit = isSoldByUnit(line.plan.serviceId);

  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <div>
          <p className={styles.service}>{t(serviceNameKey(line.plan.serviceId))}</p>
          <p className={styles.name}>{planName}</p>
          {owned ? (
            <p className={styles.owned}>
              {t(owned === 'plan' ? 'domain.planOwned' : 'domain.servicePlanOwned')}
            </p>
          ) : null}
        </div>
        <div className={styles.controls}>
          {cycles.length > 1 ? (
            <fieldset className={styles.cycle}>
              <legend className={visuallyHidden}>{t('checkout.cycleLegend', { plan: planName })}</legend>
              {cycles.map((cycle) => (
                <label key={cycle} className={styles.cycleOption}>
                  <input
                    className={styles.cycleRadio}
                    type="radio"
                    name={`${id}-cycle`}
                    checked={line.cycle === cycle}
                    onChange={() => cart.setCycle(line.plan.id, cycle)}
                  />
                  {t(cycle === 'monthly' ? 'domain.billingCycleMonthly' : 'domain.billingCycleAnnual')}
                </label>
              ))}
            </fieldset>
          ) : (
            <span className={styles.muted}>
              {line.plan.certificateValidityYears
                ? termText(line.plan, line.cycle)
                : t('checkout.annualOnly')}
            </span>
          )}
          {byUnit ? (
            <div className={styles.quantity}>
              <SelectField
                label={t('checkout.quantity')}
                value={String(line.quantity)}
                onValueChange={(value) => cart.setQuantity(line.plan.id, Number(value))}
                options={QUANTITIES}
              />
            </div>
          ) : null}
          <Button
            variant="link"
            onClick={() => cart.remove(line.plan.id)}
            icon={<IconTrash size={18} aria-hidden="true" focusable="false" />}
            aria-label={t('checkout.removePlan', { plan: planName })}
          >
            {t('checkout.remove')}
          </Button>
        </div>
      </div>
      <div className={styles.amounts}>
        <p className={styles.lineTotal}>{formatCOP(line.total, locale)}</p>
        {/* "Before IVA" would only repeat the total of a line without IVA. */}
        {line.quantity > 1 || line.iva > 0 ? (
          <p className={styles.muted}>
            {line.quantity > 1
              ? t('checkout.unitTimes', {
                  quantity: line.quantity,
                  price: formatCOP(line.unit.total, locale),
                })
              : t('checkout.subtotalLine', { amount: formatCOP(line.subtotal, locale) })}
          </p>
        ) : null}
        <p className={styles.muted}>{ivaText(line)}</p>
      </div>
    </li>
  );
}
