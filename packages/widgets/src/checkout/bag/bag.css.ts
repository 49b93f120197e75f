import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The bag's lines. */
export const lines = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

/** One plan: what it is and its controls on the left, its amounts on the right. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '12px 20px',
  padding: '18px 0',
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@container': { '(max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

/** The plan's name block. */
export const info = style({ display: 'grid', gap: '10px', alignContent: 'start', minWidth: 0 });

/** "Facturación electrónica". */
export const service = style({
  margin: 0,
  fontSize: '0.75em',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.primaryText,
});

/** The plan's name. */
export const name = style({ margin: 0, fontSize: '1.0625em', fontWeight: 700 });

/** "Ya tienes este plan" under a plan the organization already holds. */
export const owned = style({
  margin: '4px 0 0',
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.875em',
});

/** Cycle switch, quantity and remove, on one wrapping row. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '10px 16px' });

/** The monthly/annual switch of one line. */
export const cycle = style({
  display: 'inline-flex',
  padding: '3px',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  minInlineSize: 0,
});

/** One option of the cycle switch (a native radio under a pill label). */
export const cycleOption = style({
  position: 'relative',
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  fontSize: '0.875em',
  fontWeight: 600,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio itself, kept for keyboards and screen readers but drawn by its label. */
export const cycleRadio = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

/** The quantity field, narrow. */
export const quantity = style({ width: '112px' });

/** The line's amounts. */
export const amounts = style({
  display: 'grid',
  gap: '2px',
  justifyItems: 'end',
  alignContent: 'start',
  fontVariantNumeric: 'tabular-nums',
  '@container': { '(max-width: 480px)': { justifyItems: 'start' } },
});

/** The line's total. */
export const lineTotal = style({ margin: 0, fontSize: '1.125em', fontWeight: 700 });

/** Secondary text of a line. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875em' });
