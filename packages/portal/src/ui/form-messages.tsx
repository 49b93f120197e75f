import { Alert } from '@facturo/ui';
import type { ReactNode } from 'react';

/**
 * The messages at the top of a form: a confirmation once it was sent (announced politely) and the
 * reason it was not (announced at once).
 */
export function FormMessages({
  success,
  successTitle,
  error,
}: {
  success?: ReactNode;
  successTitle?: string;
  error: string | null;
}) {
  return (
    <>
      {success ? (
        <Alert tone="success" role="status" title={successTitle}>
          {success}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
