import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** Below this width of its container, a table shows each row as a small card with labelled cells. */
export const STACK_BELOW = '600px';
const stacked = `(max-width: ${STACK_BELOW})`;

/** The frame of a table: rounded border; the container its cards query. */
export const frame = style({
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

/** The table itself. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375em',
  fontVariantNumeric: 'tabular-nums',
  '@container': { [stacked]: { display: 'block' } },
});

/** The caption, read by screen readers and shown as a small heading. */
export const caption = style({
  padding: '12px 16px 0',
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: '0.875em',
  captionSide: 'top',
  // A table turned block stops laying its caption out as a caption: keep it a full-width line.
  '@container': { [stacked]: { display: 'block' } },
});

/** Header cells. */
export const th = style({
  padding: '12px 16px',
  textAlign: 'start',
  fontSize: '0.8125em',
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/** The header row, hidden when rows become cards (each cell then carries its own label). */
export const head = style({ '@container': { [stacked]: { display: 'none' } } });

/** Body rows. */
export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@container': {
    [stacked]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px 12px', padding: '14px 16px' },
  },
});

/** Body cells. On cards, `data-label` is printed above the value. */
export const td = style({
  padding: '12px 16px',
  verticalAlign: 'middle',
  textAlign: 'start',
  '@container': { [stacked]: { display: 'grid', gap: '2px', padding: 0 } },
});

globalStyle(`${td}[data-label]::before`, {
  '@container': {
    [stacked]: {
      content: 'attr(data-label)',
      fontSize: '0.75em',
      fontWeight: 600,
      color: vars.color.textMuted,
    },
  },
});

/** Body of the table; a block when rows are cards. */
export const body = style({ '@container': { [stacked]: { display: 'block' } } });

/** Right-aligned figures (amounts, days). */
export const numeric = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  '@container': { [stacked]: { textAlign: 'start' } },
});

/** A cell spanning the whole card (the first one, usually the name). */
export const wide = style({ '@container': { [stacked]: { gridColumn: '1 / -1' } } });

/** The totals row under a table. */
export const footRow = style({
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  '@container': {
    [stacked]: { display: 'flex', justifyContent: 'space-between', padding: '12px 16px' },
  },
});

/** A second, smaller line inside a cell (IVA under an amount). */
export const subtle = style({
  display: 'block',
  fontSize: '0.8125em',
  fontWeight: 400,
  color: vars.color.textMuted,
});
