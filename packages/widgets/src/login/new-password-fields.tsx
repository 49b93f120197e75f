import type { BoundField } from '@facturo/sdk/forms';
import { PASSWORD_SPECIAL_CHARACTERS } from '@facturo/sdk/validation';
import { PasswordField } from '@facturo/ui';
import { useWidget } from '../runtime/react/widget-context';
import { PasswordInput } from './login-fields';

/**
 * A new password, with the rules as a hint, and its confirmation (sign-up, reset). Apart from the
 * login screen's fields: the rules come with the sdk's validation module, which that screen's first
 * paint does not need.
 */
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
      <PasswordInput
        label={label}
        field={password}
        isNew
        hint={t('login.passwordHint', { characters: PASSWORD_SPECIAL_CHARACTERS })}
      />
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
