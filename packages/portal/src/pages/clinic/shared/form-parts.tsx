import { Alert, Button } from '@facturo/ui';
import { useT } from '../../../services/services-context';
import * as fields from '../../../ui/form-layout.css';
import { IconTrash } from '../../../ui/icons';

/** A form's failure (validation summary or the API's message), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Alert tone="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}

/** Props of {@link FormButtons}. */
export interface FormButtonsProps {
  submitLabel: string;
  busy: boolean;
  /** Shown as a second button when given. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** For destructive submissions (cancelling an appointment). */
  danger?: boolean;
}

/** The submit button, and a cancel button when the form can be left. */
export function FormButtons({ submitLabel, busy, onCancel, cancelLabel, danger }: FormButtonsProps) {
  const t = useT();
  return (
    <div className={fields.actions}>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/** A row's delete or lift action: an icon button whose label says what it removes. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" iconOnly aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden="true" />
    </Button>
  );
}
