import { Button } from '@facturo/ui';
import { type ReactNode, useId } from 'react';
import { useT } from '../../../services/services-context';
import * as dialogStyles from '../../../ui/dialog.css';
import { IconX } from '../../../ui/icons';
import { ModalDialog } from '../../../ui/modal-dialog';
import * as styles from './clinic.css';

/** Props of {@link ClinicDialog}. */
export interface ClinicDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Wider for long forms (a patient's registration). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>` for a clinic form or detail: the browser traps focus, Escape and
 * the close button close it, focus returns to what opened it, and a long form scrolls inside.
 */
export function ClinicDialog({ open, title, onClose, wide, children }: ClinicDialogProps) {
  const t = useT();
  const titleId = useId();

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      onDismiss={onClose}
      className={wide ? styles.wideDialog : ''}
    >
      <div className={`${dialogStyles.content} ${styles.dialogBody}`}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={dialogStyles.title}>
            {title}
          </h2>
          <Button variant="ghost" iconOnly aria-label={t('common.close')} onClick={onClose}>
            <IconX size={20} aria-hidden="true" />
          </Button>
        </div>
        {children}
      </div>
    </ModalDialog>
  );
}
