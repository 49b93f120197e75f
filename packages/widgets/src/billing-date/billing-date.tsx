import { isApiError } from '@facturo/sdk/http';
import type { BillingSchedulePlan } from '@facturo/sdk/schemas';
import { EmptyState, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import IconCalendarDue from '@tabler/icons-react/dist/esm/icons/IconCalendarDue.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { billingDataChanged } from '../runtime/core/data/billing-data-changed';
import { useQuery } from '../runtime/react/use-query';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import { AdjustmentTable } from './adjustment-table';
import * as styles from './billing-date.css';
import type { BillingDateProps } from './billing-date.types';
import { billingDateFrame } from './billing-date.widget';
import { billingDateApi } from './billing-date-api';
import { CurrentSchedule } from './current-schedule';
import { ScheduleChange } from './schedule-change';

// A `demo` widget's answers, downloaded only then.
const demoRoutes: DemoRoutesLoader = () =>
  import('./billing-date.demo').then((module) => module.billingDateDemoRoutes());

/**
 * The billing date (fecha de cobro): each active service with its next due date, and the change
 * between "each service on its activation date" and "every service on day N" (1–28), previewed with
 * the API's adjustments (date, days, cost, new due date) before it is confirmed. Going back to
 * individual dates needs an explicit acknowledgement. Dispatches `facturo-billing-date-change`.
 * @example <BillingDate accessToken={tokenFromYourServer} onBillingDateChange={(event) => sync(event.detail)} />
 */
export function BillingDate(props: BillingDateProps) {
  return (
    <WidgetRoot frame={billingDateFrame} props={props} demoRoutes={demoRoutes}>
      <BillingDateContent {...props} />
    </WidgetRoot>
  );
}

function BillingDateContent({ organizationId, accessToken }: BillingDateProps) {
  const { t, demo, connection, config, emit } = useWidget();
  const access = useWidgetAccess(accessToken);
  const titleId = useId();
  const api = useMemo(
    () => billingDateApi(connection.client, access.callOptions, organizationId),
    [connection, access.callOptions, organizationId],
  );
  const scope = `${demo ? 'demo' : config.apiBaseUrl}|${access.cacheKey}|${organizationId ?? ''}`;
  const canRead = access.can('billing-date:read');
  const schedule = useQuery(`billing-schedule|${scope}`, () => api.schedule(), { enabled: canRead });
  const onApplied = useCallback(
    (plan: BillingSchedulePlan) => {
      emit('facturo-billing-date-change', {
        mode: plan.mode,
        day: plan.day,
        adjustments: plan.adjustments,
        totalAdjustmentCost: plan.totalAdjustmentCost,
      });
      // The schedule here and any invoice list on the page (adjustment lines) are refreshed.
      billingDataChanged();
    },
    [emit],
  );

  let body: ReactNode;
  if (access.kind === 'none' || !canRead) {
    body = (
      <EmptyState icon={<IconLock size={26} focusable="false" />} title={t('billingDate.noAccessTitle')}>
        {t(access.kind === 'none' ? 'billingDate.signInBody' : 'billingDate.noAccessBody')}
      </EmptyState>
    );
  } else if (schedule.status === 'error' && isApiError(schedule.error, 'not_found')) {
    body = <NoServices />;
  } else if (schedule.status === 'error') {
    body = (
      <ErrorState
        title={t('billingDate.errorTitle')}
        error={schedule.error}
        onRetry={schedule.refetch}
        retrying={schedule.isFetching}
      />
    );
  } else if (!schedule.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className={visuallyHidden}>{t('billingDate.loading')}</span>
        <span className={skeleton} style={{ height: 160 }} aria-hidden="true" />
      </div>
    );
  } else if (schedule.data.services.length === 0) {
    body = <NoServices />;
  } else {
    body = (
      <>
        <CurrentSchedule schedule={schedule.data} />
        {schedule.data.pendingAdjustments.length ? (
          <AdjustmentTable
            caption={t('billingDate.pendingCaption')}
            adjustments={schedule.data.pendingAdjustments}
          />
        ) : null}
        {access.can('billing-date:write') ? (
          <ScheduleChange schedule={schedule.data} api={api} scope={scope} onApplied={onApplied} />
        ) : (
          <p className={styles.muted}>{t('billingDate.readOnlyNote')}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={schedule.isFetching}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('billingDate.title')}
        </h2>
        <p className={styles.muted}>{t('billingDate.subtitle')}</p>
      </header>
      {body}
    </section>
  );
}

/** No recurring service yet (or no organization): nothing to align. */
function NoServices() {
  const { t } = useWidget();
  return (
    <EmptyState icon={<IconCalendarDue size={26} focusable="false" />} title={t('billingDate.emptyTitle')}>
      {t('billingDate.emptyBody')}
    </EmptyState>
  );
}
