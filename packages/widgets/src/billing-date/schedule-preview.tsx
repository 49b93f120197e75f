import type { BillingSchedulePlan } from '@facturo/sdk/schemas';
import { Alert, Button, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { useSignals } from '@preact/signals-react/runtime';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import type { QueryResult } from '../runtime/react/use-query';
import { useWidget } from '../runtime/react/widget-context';
import { AdjustmentTable } from './adjustment-table';
import * as styles from './billing-date.css';
import type { ScheduleDraft } from './schedule-draft';

/** Props of {@link SchedulePreview}. */
export interface SchedulePreviewProps {
  draft: ScheduleDraft;
  preview: QueryResult<BillingSchedulePlan>;
  /** Applies the change; a rejection is shown here. */
  onConfirm: () => Promise<void>;
}

/**
 * The transition before it is confirmed: the API's adjustments per service, what the partial charges
 * are, and — going back from one day to individual dates — a warning that needs an explicit
 * acknowledgement before "confirm" is possible.
 */
export function SchedulePreview({ draft, preview, onConfirm }: SchedulePreviewProps) {
  useSignals();
  const { t, describeError } = useWidget();
  if (preview.status === 'error') {
    return (
      <ErrorState
        title={t('billingDate.previewErrorTitle')}
        error={preview.error}
        onRetry={preview.refetch}
        retrying={preview.isFetching}
      />
    );
  }
  const plan = preview.data;
  if (!plan || preview.isFetching) {
    return (
      <div role="status" aria-live="polite">
        <span className={visuallyHidden}>{t('billingDate.previewLoading')}</span>
        <span className={skeleton} style={{ height: 140 }} aria-hidden="true" />
      </div>
    );
  }
  const needsAcknowledgement = plan.acknowledgementRequired;
  const acknowledged = draft.acknowledged.value;
  const confirm = async () => {
    draft.applying.value = true;
    draft.error.value = null;
    try {
      await onConfirm();
    } catch (error) {
      draft.error.value = describeError(error);
    } finally {
      draft.applying.value = false;
    }
  };

  return (
    <div className={styles.preview}>
      <AdjustmentTable
        caption={t('billingDate.previewCaption')}
        adjustments={plan.adjustments}
        total={plan.totalAdjustmentCost}
      />
      <ol className={styles.explanation} aria-label={t('billingDate.explanationLabel')}>
        <li>{t('billingDate.explanationAdjustment')}</li>
        <li>{t('billingDate.explanationCost')}</li>
        <li>{t('billingDate.explanationAfter')}</li>
      </ol>
      {needsAcknowledgement ? (
        <Alert
          tone="primary"
          title={t('billingDate.individualWarningTitle')}
          action={
            <Button
              variant="secondary"
              aria-pressed={acknowledged}
              onClick={() => {
                draft.acknowledged.value = !acknowledged;
              }}
              icon={acknowledged ? <IconCheck size={18} aria-hidden="true" focusable="false" /> : undefined}
            >
              {t('billingDate.acknowledge')}
            </Button>
          }
        >
          {t('billingDate.individualWarningBody')}
        </Alert>
      ) : null}
      {draft.error.value ? <Alert tone="danger">{draft.error.value}</Alert> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => void confirm()}
          busy={draft.applying.value}
          disabled={needsAcknowledgement && !acknowledged}
        >
          {t('billingDate.confirm')}
        </Button>
        {needsAcknowledgement && !acknowledged ? (
          <p className={styles.muted}>{t('billingDate.acknowledgeFirst')}</p>
        ) : null}
      </div>
    </div>
  );
}
