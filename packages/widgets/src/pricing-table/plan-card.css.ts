import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** A plan card. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '18px',
  width: '100%',
  padding: '26px 24px 24px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** The plan the catalogue puts forward. */
export const highlighted = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.raised}`,
});

/** "Recomendado", sitting on the card's top edge. */
export const ribbon = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '24px',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.75em',
  fontWeight: 700,
  letterSpacing: '0.02em',
});

/** Name and documents. */
export const header = style({ display: 'grid', gap: '4px' });

/** The plan's name. */
export const name = style({ margin: 0, fontSize: '1.1875em', fontWeight: 700, lineHeight: 1.25 });

/** Documents per year or certificate validity. */
export const allowance = style({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375em',
});

/** Price block. */
export const priceBlock = style({ display: 'grid', gap: '6px' });

/** Amount and period on one line. */
export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 6px',
  margin: 0,
});

/** The amount. */
export const amount = style({
  fontSize: '2.125em',
  fontWeight: 700,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

/** "/ año", "/ mes". */
export const period = style({ color: vars.color.textMuted, fontWeight: 500 });

/** "+ IVA" / "IVA excluido" and the monthly equivalent. */
export const priceNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '6px 10px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875em',
});

/** "Ahorra n %". */
export const savingBadge = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
  fontSize: '0.8125em',
});

/** Value per document. */
export const unitCost = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: '0.875em',
  fontWeight: 600,
});

/** Feature bullets. */
export const features = style({
  display: 'grid',
  gap: '10px',
  margin: 0,
  padding: '18px 0 0',
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  fontSize: '0.9375em',
});

/** One feature. */
export const feature = style({ display: 'flex', gap: '10px', alignItems: 'flex-start' });

globalStyle(`${feature} svg`, { flex: 'none', marginTop: '2px', color: vars.color.primaryText });

/** The call to action, right under the price so it lines up across the cards of a row. */
export const action = style({ display: 'grid' });

/** "Ya tienes este plan" in place of the buy button: a status, as tall as the button it replaces. */
export const owned = style({
  margin: 0,
  minHeight: '2.75em',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  padding: '0 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
  textAlign: 'center',
});
