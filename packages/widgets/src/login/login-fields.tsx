import type { BoundField } from '@facturo/sdk/forms';
import { Alert, PasswordField, TextField } from '@facturo/ui';
import { useWidget } from '../runtime/react/widget-context';
import type { LoginFlow } from './login-flow';

/** The form-level error of a login screen's form, when there is one. */
export function FormError({ message }: { message: string | null }) {
  return message ? <Alert tone="danger">{message}</Alert> : null;
}

/** The e-mail field; what is typed is carried to the other screens (login, sign-up, recovery). */
export function EmailField({
  flow,
  field,
  autoComplete,
}: {
  flow: LoginFlow;
  field: BoundField;
  autoComplete: 'username' | 'email';
}) {
  const { t } = useWidget();
  return (
    <TextField
      label={t('login.email')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      {...field}
      onValueChange={(value) => {
        field.onValueChange(value);
        flow.email.value = value;
      }}
    />
  );
}

/**
 * A password field with the widget's show/hide labels; `isNew` marks a password being chosen, with
 * its rules as `hint` (see `new-password-fields.tsx`).
 */
export function PasswordInput({
  label,
  field,
  isNew,
  hint,
}: {
  label: string;
  field: BoundField;
  isNew: boolean;
  hint?: string;
}) {
  const { t } = useWidget();
  return (
    <PasswordField
      label={label}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...(hint ? { hint } : {})}
      showLabel={t('login.showPassword')}
      hideLabel={t('login.hidePassword')}
      {...field}
    />
  );
}
