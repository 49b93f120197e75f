import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import type { ReactNode } from 'react';
import { Button } from '../buttons/button';
import { useUiTexts } from '../texts/ui-texts';
import { Alert } from './alert';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title?: ReactNode;
  /** The failure; its text is the app's or widget's own wording of it (`UiTexts.describeError`). */
  error: unknown;
  onRetry?: (() => void) | undefined;
  /** Shows the retry busy while it runs. */
  retrying?: boolean | undefined;
}

/** A load that failed: the reason in the reader's language and a retry button. Announced at once. */
export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  const { t, describeError } = useUiTexts();
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        onRetry ? (
          <Button
            variant="secondary"
            onClick={onRetry}
            busy={retrying}
            icon={<IconRefresh size={18} aria-hidden="true" focusable="false" />}
          >
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {describeError(error)}
    </Alert>
  );
}
