import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** A list of amounts (`<dl>`): label on the left, amount on the right. */
export const totals = style({ display: 'grid', gap: '8px', margin: 0 });

/** One amount. */
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  margin: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The amount that matters (the total). */
export const grandTotal = style([
  totalRow,
  {
    paddingTop: '10px',
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontWeight: 700,
    fontSize: '1.125em',
  },
]);

globalStyle(`${totalRow} dd`, { margin: 0, color: vars.color.text, whiteSpace: 'nowrap' });

/** Key facts in a tinted box (`<dl>` of label/value pairs), as many per row as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  gap: '12px',
  margin: 0,
  padding: '14px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

globalStyle(`${facts} dt`, { fontSize: '0.8125em', color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
