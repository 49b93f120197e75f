import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The calendar under its field, end-aligned with the field's button. */
export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: 60,
  width: 'min(320px, calc(100vw - 24px))',
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

/** The month's name between the previous and next buttons. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

/** The month's name ("noviembre de 2026"). */
export const month = style({
  margin: 0,
  fontSize: '0.9375rem',
  fontWeight: 700,
  // Intl writes Spanish months in lower case; only the first letter is raised ("Enero de 2027").
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

/** Previous and next month. */
export const monthButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

/** The weeks. */
export const grid = style({ width: '100%', marginTop: 8, borderCollapse: 'collapse', tableLayout: 'fixed' });

/** A weekday's short name over its column. */
export const weekday = style({
  padding: '4px 0',
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

/** One day; 40 px keeps it a comfortable touch target within a 320 px popup. */
export const day = style({
  position: 'relative',
  width: '100%',
  height: 40,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[aria-current="date"]': { fontWeight: 700, textDecoration: 'underline' },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});

/** A day of the month before or after, shown to fill the week. */
export const otherMonth = style({ color: vars.color.textMuted });

/** A Colombian festivo: a dot under the number (the name is in its label and title). */
export const holiday = style({
  color: vars.color.danger,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      bottom: 5,
      insetInlineStart: 'calc(50% - 2px)',
      width: 4,
      height: 4,
      borderRadius: '50%',
      background: 'currentColor',
    },
  },
});

/** The field's date. */
export const selected = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.primary } },
});

/** The keys, in small print under the grid. */
export const keys = style({ margin: '8px 0 0', fontSize: '0.75rem', color: vars.color.textMuted });
