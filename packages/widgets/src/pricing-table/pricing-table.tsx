import { type BillingCycle, SERVICE_IDS, type ServiceId } from '@facturo/sdk/schemas';
import { type ReactNode, useEffect, useState } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { queryCache } from '../runtime/core/data/query-cache';
import { ownership, useHeldServices } from '../runtime/react/use-held-services';
import { useQuery } from '../runtime/react/use-query';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import { CycleToggle } from './cycle-toggle';
import { PlanCard } from './plan-card';
import { plansQuery } from './plans-source';
import * as styles from './pricing-table.css';
import type { PricingTableProps } from './pricing-table.types';
import { pricingTableFrame } from './pricing-table.widget';
import { PlansEmpty, PlansError, PlansLoading } from './pricing-table-states';
import { usePlanSelection } from './use-plan-selection';

// A `demo` widget's answers, downloaded only then.
const demoRoutes: DemoRoutesLoader = () =>
  import('./pricing-table.demo').then((module) => module.pricingTableDemoRoutes());

const isService = (value: unknown): value is ServiceId => SERVICE_IDS.includes(value as ServiceId);

/**
 * The pricing table: the plans of one service with a monthly/annual toggle, each with its price,
 * IVA label, saving, value per document and features. Choosing a plan dispatches the cancelable
 * `facturo-plan-select`, adds the plan to the shared cart and goes to `checkoutUrl` when set.
 * @example <PricingTable service="electronic_invoicing" cycle="annual" checkoutUrl="/checkout" onPlanSelect={track} />
 */
export function PricingTable(props: PricingTableProps) {
  const { service } = props;
  return (
    <WidgetRoot
      frame={pricingTableFrame}
      props={props}
      demoRoutes={demoRoutes}
      prefetch={(context) => {
        if (!isService(service)) return;
        const query = plansQuery(context, service);
        queryCache.prefetch(query.key, query.fetch);
      }}
    >
      <PricingTableContent {...props} />
    </WidgetRoot>
  );
}

function PricingTableContent({ service, cycle: initialCycle, checkoutUrl }: PricingTableProps) {
  const { config, demo, connection, t, emit } = useWidget();
  // React state, not a signal: the signals runtime would be 3 kB gzip of the table's first download.
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle === 'monthly' ? 'monthly' : 'annual');
  const validService = isService(service);

  // The attribute wins when it changes; the visitor's own choice stays until then.
  useEffect(() => {
    if (initialCycle === 'monthly' || initialCycle === 'annual') setCycle(initialCycle);
  }, [initialCycle]);

  useEffect(() => {
    if (!validService) {
      console.error(
        `Facturo <facturo-pricing-table>: set the service attribute to one of ${SERVICE_IDS.join(', ')} (got ${JSON.stringify(service)}).`,
      );
    }
  }, [validService, service]);

  const query = plansQuery({ config, demo, connection }, service as ServiceId);
  const plans = useQuery(query.key, query.fetch, { enabled: validService });
  const select = usePlanSelection(checkoutUrl);
  const held = useHeldServices();

  const changeCycle = (next: BillingCycle) => {
    setCycle(next);
    emit('facturo-cycle-change', { cycle: next });
  };

  const items = plans.data ?? [];
  const hasMonthly = items.some((plan) => plan.cycles.monthly !== null);
  const savings = items.filter((plan) => plan.showSavingBadge).map((plan) => plan.annualSavingPercent ?? 0);

  let body: ReactNode;
  if (!validService || (plans.status === 'success' && items.length === 0)) body = <PlansEmpty />;
  else if (plans.status === 'error')
    body = <PlansError error={plans.error} onRetry={plans.refetch} retrying={plans.isFetching} />;
  else if (plans.status === 'pending') body = <PlansLoading />;
  else {
    body = (
      <ul className={styles.grid} aria-label={t('pricing.plansLabel')}>
        {items.map((plan) => (
          <li key={plan.id} className={styles.gridItem}>
            <PlanCard
              plan={plan}
              cycle={cycle}
              onSelect={select}
              owned={ownership(held.get(plan.serviceId), plan.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.table} aria-busy={plans.status === 'pending' && validService}>
      {(plans.status === 'success' ? hasMonthly : plans.status === 'pending' && validService) ? (
        <div className={styles.toolbar}>
          <CycleToggle
            cycle={cycle}
            onChange={changeCycle}
            bestSavingPercent={savings.length ? Math.max(...savings) : null}
          />
        </div>
      ) : null}
      {body}
      {demo ? <p className={styles.demoNote}>{t('widgets.demoNote')}</p> : null}
    </section>
  );
}
