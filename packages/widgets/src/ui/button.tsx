import IconLoader2 from '@tabler/icons-react/dist/esm/icons/IconLoader2.mjs';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, disables the button and announces it as busy. */
  busy?: boolean;
  icon?: ReactNode;
}

/** The widgets' button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.variant[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <IconLoader2 className={styles.spinner} size={18} aria-hidden="true" focusable="false" />
      ) : (
        icon
      )}
      {children}
    </button>
  );
}
