import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import * as styles from './button.css';

/** Looks and sizes shared by {@link Button} and {@link ButtonLink}. */
export interface ButtonLook {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
  /** A round button with only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  block?: boolean;
}

/** The class names of a button look (for elements that must look like a button). */
export function buttonClass(
  { variant = 'primary', size = 'md', iconOnly, block }: ButtonLook,
  extra?: string,
): string {
  return [
    styles.variant[variant],
    styles.size[size],
    iconOnly && styles.iconOnly,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows the button busy (disabled, `aria-busy`) while an action runs. */
  busy?: boolean;
  children?: ReactNode;
}

/** A button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  iconOnly,
  block,
  busy,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, iconOnly, block }, className)}
    />
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, iconOnly, block, className, ...rest }: LinkProps & ButtonLook) {
  return <Link {...rest} className={buttonClass({ variant, size, iconOnly, block }, className)} />;
}
