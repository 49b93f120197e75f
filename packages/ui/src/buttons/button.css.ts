import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { textSize } from '../styles/text-size';
import { vars } from '../styles/theme.css';

const base = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  // 44 px: a comfortable touch target, level with the text fields beside it.
  minHeight: '44px',
  padding: '10px 18px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  fontSize: textSize(0.9375),
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition:
    'background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease, transform 80ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const darker = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, #000)`;

/** Looks per variant. */
export const variant = styleVariants({
  /** The one action that moves the user forward. */
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: '0 1px 2px rgb(0 0 0 / 12%)',
      selectors: { '&:hover:not(:disabled)': { background: darker(vars.color.primary, 88) } },
    },
  ],
  /** Another way (back, cancel, retry): outlined on the surface colour, readable on any page behind. */
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  /** A quieter primary, tinted with the brand colour. */
  tonal: [
    base,
    {
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
      selectors: {
        '&:hover:not(:disabled)': {
          background: `color-mix(in srgb, ${vars.color.primary} 22%, ${vars.color.surface})`,
        },
      },
    },
  ],
  /** No frame until hovered: toolbars, icon buttons, menus. */
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  /** An action that deletes or revokes. */
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.surface,
      selectors: { '&:hover:not(:disabled)': { background: darker(vars.color.danger, 86) } },
    },
  ],
  /** Text that acts: "¿Olvidaste tu contraseña?". */
  link: [
    base,
    {
      minHeight: 'auto',
      padding: '2px 0',
      background: 'transparent',
      color: vars.color.primaryText,
      selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
    },
  ],
});

/** Sizes (`md`, the default, is the base). */
export const size = styleVariants({
  sm: { minHeight: '32px', padding: '5px 12px', fontSize: textSize(0.875) },
  md: {},
  lg: { minHeight: '48px', padding: '12px 24px', fontSize: textSize(1) },
});

/** A round button holding only an icon (its name goes in `aria-label`). */
export const iconOnly = style({
  padding: 0,
  width: '40px',
  minWidth: '40px',
  minHeight: '40px',
  borderRadius: vars.radius.pill,
});

/** Stretches the button over the full width. */
export const block = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinning icon of a busy button. */
export const spinner = style({
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
