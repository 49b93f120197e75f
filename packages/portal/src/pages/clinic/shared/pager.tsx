import { Button } from '@facturo/ui';
import type { ListPosition } from '../../../data/list-position';
import { useT } from '../../../services/services-context';
import * as page from '../../../ui/page.css';
import * as styles from './clinic.css';

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The answer's cursors: the neighbouring pages are then found from this one's edges. */
  nextCursor?: string | null | undefined;
  prevCursor?: string | null | undefined;
  onPage: (position: ListPosition) => void;
}

/**
 * "1–20 de 57" with previous and next buttons; announces the range to screen readers when it
 * changes. The buttons move by the answer's cursors (by page number when an answer has none).
 */
export function Pager({ page: current, pageSize, total, nextCursor, prevCursor, onPage }: PagerProps) {
  const t = useT();
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('clinic.pagination')}>
      <p className={page.muted} aria-live="polite">
        {t('clinic.pageRange', { first, last, total })}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          size="sm"
          disabled={current <= 1}
          onClick={() => onPage({ page: current - 1, cursor: prevCursor ?? undefined })}
        >
          {t('clinic.previousPage')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={last >= total}
          onClick={() => onPage({ page: current + 1, cursor: nextCursor ?? undefined })}
        >
          {t('clinic.nextPage')}
        </Button>
      </div>
    </nav>
  );
}
