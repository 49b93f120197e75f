import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** The segmented control (a radio group without fieldset chrome). */
export const group = style({
  display: 'inline-flex',
  gap: '4px',
  margin: 0,
  padding: '4px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  minInlineSize: 0,
});

/** One option. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '40px',
  padding: '8px 18px',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.9375em',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, color 120ms ease',
  // On a 320 px phone the two options and the saving badge need ~310 px with roomy padding.
  '@container': { '(max-width: 340px)': { padding: '8px 10px', gap: '6px' } },
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// The native radio stays in the accessibility tree and keeps arrow-key navigation; only its dot is hidden.
globalStyle(`${option} input`, { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

/** "Ahorra hasta n %" next to the annual option. */
export const saving = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: '0.75em',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
