import type { BoundField } from '@facturo/sdk/forms';
import { PASSWORD_SPECIAL_CHARACTERS } from '@facturo/sdk/validation';
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

/** A password field with the widget's show/hide labels; `isNew` adds the rules as a hint. */
export function PasswordInput({ label, field, isNew }: { label: string; field: BoundField; isNew: boolean }) {
  const { t } = useWidget();
  return (
    <PasswordField
      label={label}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...(isNew ? { hint: t('login.passwordHint', { characters: PASSWORD_SPECIAL_CHARACTERS }) } : {})}
      showLabel={t('login.showPassword')}
      hideLabel={t('login.hidePassword')}
      {...field}
    />
  );
}

/** A new password and its confirmation (sign-up, reset). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: BoundField;
  confirm: BoundField;
  label: string;
}) {
  const { t } = useWidget();
  return (
    <>
      <PasswordInput label={label} field={password} isNew />
      <PasswordField
        label={t('login.confirmPassword')}
        autoComplete="new-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        {...confirm}
      />
    </>
  );
}
