import { vars } from '@facturo/ui/styles';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const base = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '44px',
  padding: '10px 18px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.9375em',
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

/** Looks per variant. */
export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: `0 1px 2px rgb(0 0 0 / 12%)`,
      selectors: {
        '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${vars.color.primary} 88%, #000)` },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  link: [
    base,
    {
      minHeight: 'auto',
      padding: '2px 0',
      background: 'transparent',
      color: vars.color.primaryText,
      fontWeight: 600,
      selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
    },
  ],
});

/** Stretches the button over the full width. */
export const block = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinning icon of a busy button. */
export const spinner = style({
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
