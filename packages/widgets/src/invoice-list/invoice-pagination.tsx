import { groupThousands } from '@facturo/sdk/co';
import { INVOICE_PAGE_SIZES } from '@facturo/sdk/schemas';
import { Button, SelectField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './invoice-list.css';
import { type InvoiceListState, pageSizeOf } from './invoice-list-state';

/**
 * "1–10 of 1,036", the page size (5, 10, 20, 25, 50 or 100) and previous/next. Paging happens on the
 * server: only the rows of the page travel.
 */
export function InvoicePagination({ state, total }: { state: InvoiceListState; total: number }) {
  useSignals();
  const { t, locale } = useWidget();
  const page = state.page.value;
  const size = state.pageSize.value;
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav className={styles.pagination} aria-label={t('invoices.paginationLabel')}>
      <p className={styles.muted}>
        {t('invoices.range', {
          first: groupThousands(first, locale),
          last: groupThousands(last, locale),
          total: groupThousands(total, locale),
        })}
      </p>
      <div className={styles.pageSize}>
        <SelectField
          label={t('invoices.pageSize')}
          value={String(size)}
          onValueChange={(value) => state.resize(pageSizeOf(Number(value)))}
          options={INVOICE_PAGE_SIZES.map((option) => ({ value: String(option), label: String(option) }))}
        />
      </div>
      <div className={styles.pages}>
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => {
            state.page.value = page - 1;
          }}
          icon={<IconChevronLeft size={18} aria-hidden="true" focusable="false" />}
        >
          {t('invoices.previous')}
        </Button>
        <span>
          {t('invoices.pageOf', { page: groupThousands(page, locale), pages: groupThousands(pages, locale) })}
        </span>
        <Button
          variant="secondary"
          disabled={page >= pages}
          onClick={() => {
            state.page.value = page + 1;
          }}
        >
          {t('invoices.next')}
          <IconChevronRight size={18} aria-hidden="true" focusable="false" />
        </Button>
      </div>
    </nav>
  );
}
