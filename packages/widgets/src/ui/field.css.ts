import { style } from '@vanilla-extract/css';
import { tokens } from '../runtime/core/styles/theme.css';

/** A label, its control and its messages. */
export const field = style({ display: 'grid', gap: '6px', minWidth: 0 });

/** The field's label. */
export const label = style({ fontWeight: 600, fontSize: '0.875em', color: tokens.color.text });

/** The "(optional)" marker next to a label. */
export const optional = style({ fontWeight: 400, color: tokens.color.textMuted });

/** Text inputs and selects. */
export const control = style({
  appearance: 'none',
  width: '100%',
  minHeight: '44px',
  padding: '10px 12px',
  borderRadius: tokens.radius.sm,
  border: `1px solid ${tokens.color.borderStrong}`,
  background: tokens.color.surface,
  color: tokens.color.text,
  font: 'inherit',
  fontSize: '1em',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: tokens.color.textMuted, opacity: 1 },
    // Chromium's date fields sit 2 px taller than text: one pixel less padding keeps a row of
    // filters (search, select, dates) on one baseline.
    '&[type="date"]': { paddingBlock: '9px' },
    // The brand cyan is too pale on white to show focus; the focus shade clears 3:1 in both themes.
    '&:focus': {
      outline: 'none',
      borderColor: tokens.color.focus,
      boxShadow: `0 0 0 2px ${tokens.color.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: tokens.color.danger },
    '&[aria-invalid="true"]:focus': {
      borderColor: tokens.color.danger,
      boxShadow: `0 0 0 2px ${tokens.color.danger}`,
    },
    '&:disabled': { background: tokens.color.surfaceMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: tokens.color.surfaceMuted },
  },
});

/** Selects get room for their arrow. */
export const select = style({ paddingInlineEnd: '40px', cursor: 'pointer' });

/** The arrow drawn over a select (an icon, not a background image: partners' CSP may block data: URLs). */
export const selectArrow = style({
  position: 'absolute',
  insetInlineEnd: '12px',
  pointerEvents: 'none',
  color: tokens.color.textMuted,
});

/** Wraps a control with a button inside (show password). */
export const withTrailing = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The button inside a control. */
export const trailing = style({
  position: 'absolute',
  insetInlineEnd: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: tokens.radius.sm,
  background: 'transparent',
  color: tokens.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: tokens.color.text, background: tokens.color.surfaceMuted } },
});

/** Help text under a control. */
export const hint = style({ margin: 0, fontSize: '0.8125em', color: tokens.color.textMuted });

/** Validation messages under a control. */
export const error = style({
  display: 'flex',
  gap: '6px',
  alignItems: 'flex-start',
  margin: 0,
  fontSize: '0.8125em',
  color: tokens.color.danger,
});

/** A checkbox and its label on one line. */
export const checkRow = style({
  display: 'flex',
  gap: '10px',
  alignItems: 'flex-start',
  fontSize: '0.9375em',
});

/** The checkbox itself. */
export const checkbox = style({
  width: '18px',
  height: '18px',
  marginTop: '3px',
  accentColor: tokens.color.primaryText,
});
