/**
 * @facturo/ui/button-class — a button's class names without React, for markup built with plain DOM
 * (the widgets' early paint) or for elements that must look like a button (a link).
 * @module
 */
import * as styles from './button.css';

/** Looks and sizes of a button, also for elements that must look like one (a router link). */
export interface ButtonLook {
  variant?: keyof typeof styles.variant | undefined;
  size?: keyof typeof styles.size | undefined;
  /** A round button with only an icon; give it an `aria-label`. */
  iconOnly?: boolean | undefined;
  /** Full width. */
  block?: boolean | undefined;
}

/** The class names of a button look, for an element that must look like a button (a link). */
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
