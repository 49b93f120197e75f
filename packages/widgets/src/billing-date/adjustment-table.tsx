import { formatCOP, formatDate, localizedText } from '@facturo/sdk/co';
import type { BillingAdjustment } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import { DataTable } from '../ui/data-table';
import * as table from '../ui/data-table.css';

/** Props of {@link AdjustmentTable}. */
export interface AdjustmentTableProps {
  caption: string;
  adjustments: readonly BillingAdjustment[];
  /** The sum before IVA, as the API computed it; omitted for lists without a total. */
  total?: number;
}

/**
 * Per service: when the partial charge happens, for how many days, what it costs (before IVA, with
 * its IVA under it) and the new due date — exactly as the API planned them.
 */
export function AdjustmentTable({ caption, adjustments, total }: AdjustmentTableProps) {
  const { t, locale } = useWidget();
  return (
    <DataTable
      caption={caption}
      rows={adjustments}
      rowKey={(adjustment) => adjustment.subscriptionId}
      columns={[
        { label: t('billingDate.service'), cell: (adjustment) => localizedText(adjustment.planName, locale) },
        {
          label: t('billingDate.adjustmentDate'),
          cell: (adjustment) =>
            adjustment.adjustmentDate
              ? formatDate(adjustment.adjustmentDate, locale)
              : t('billingDate.noAdjustment'),
        },
        {
          label: t('billingDate.adjustmentDays'),
          numeric: true,
          cell: (adjustment) => adjustment.adjustmentDays,
        },
        {
          label: t('billingDate.adjustmentCost'),
          numeric: true,
          cell: (adjustment) => (
            <>
              {formatCOP(adjustment.adjustmentCost, locale)}
              {adjustment.adjustmentIva > 0 ? (
                <span className={table.subtle}>
                  {t('billingDate.plusIva', { amount: formatCOP(adjustment.adjustmentIva, locale) })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          label: t('billingDate.newDueDate'),
          cell: (adjustment) => formatDate(adjustment.newNextDueDate, locale),
        },
      ]}
      footer={
        total !== undefined ? (
          <tfoot className={table.body}>
            <tr className={table.footRow}>
              <th className={table.td} scope="row" colSpan={3}>
                {t('billingDate.totalAdjustments')}
              </th>
              <td className={`${table.td} ${table.numeric}`}>{formatCOP(total, locale)}</td>
              <td className={table.td} />
            </tr>
          </tfoot>
        ) : null
      }
    />
  );
}
