import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './dialog.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  open: boolean;
  /** The id of the dialog's title (its accessible name). */
  labelledBy: string;
  /** Escape pressed: the caller decides whether to close (a dialog that is busy stays). */
  onDismiss: () => void;
  /** Classes added to the dialog surface (a wider one for long forms). */
  className?: string;
  /** Rendered only while open, so a form inside starts fresh every time. */
  children: ReactNode;
}

/**
 * The portal's one modal primitive, on the native `<dialog>`: `showModal()` makes the browser trap
 * focus, put the rest of the page out of reach and return focus to what opened it. Where
 * `showModal` is missing (jsdom, old engines) the `open` attribute still shows the content.
 */
export function ModalDialog({ open, labelledBy, onDismiss, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // The browser would close the dialog itself; `open` stays the single source of truth.
        event.preventDefault();
        onDismiss();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
