import { Button } from '@facturo/ui';
import { type ReactNode, useId } from 'react';
import { useT } from '../services/services-context';
import * as styles from './dialog.css';
import { ModalDialog } from './modal-dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting; "Cancelar" by default (say something else when the action itself cancels). */
  cancelLabel?: string;
  /** `danger` for destructive actions (leaving an organization, revoking a key). */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native `<dialog>`: the browser traps focus, Escape cancels, and focus
 * returns to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      onDismiss={() => {
        if (!busy) onCancel();
      }}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div>{children}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
