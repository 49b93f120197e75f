import { vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 40,
  padding: '8px 18px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontWeight: 600,
  fontSize: '0.9375rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition:
    'background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease, transform 80ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Looks per variant. */
export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: `0 2px 6px -2px color-mix(in srgb, ${vars.color.primary} 60%, transparent)`,
      selectors: {
        '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${vars.color.primary} 86%, #000)` },
      },
    },
  ],
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
  outline: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.surface,
      selectors: {
        '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${vars.color.danger} 86%, #000)` },
      },
    },
  ],
});

/** Sizes. */
export const size = styleVariants({
  sm: { minHeight: 32, padding: '5px 12px', fontSize: '0.875rem' },
  md: {},
  lg: { minHeight: 48, padding: '12px 24px', fontSize: '1rem' },
});

/** A square button holding only an icon (its name goes in `aria-label`). */
export const iconOnly = style({
  padding: 0,
  width: 40,
  minWidth: 40,
  borderRadius: vars.radius.pill,
});

/** Stretches to the container's width. */
export const block = style({ width: '100%' });
