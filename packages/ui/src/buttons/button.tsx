import IconLoader2 from '@tabler/icons-react/dist/esm/icons/IconLoader2.mjs';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './button.css';
import { type ButtonLook, buttonClass } from './button-class';

/**
 * The spinning icon a busy button shows, for a button that stays focusable while busy (it sets
 * `aria-disabled` itself instead of `busy`, so the keyboard focus is not dropped).
 */
export function ButtonSpinner() {
  return <IconLoader2 className={styles.spinner} size={18} aria-hidden="true" focusable="false" />;
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, disables the button and announces it as busy while an action runs. */
  busy?: boolean | undefined;
  /** A decorative icon before the text (a spinner replaces it while busy). */
  icon?: ReactNode;
}

/** A button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  iconOnly,
  block,
  busy = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, iconOnly, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <ButtonSpinner /> : icon}
      {children}
    </button>
  );
}
