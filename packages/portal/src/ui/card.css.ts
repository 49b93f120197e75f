import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** A surface holding one subject. */
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  border: `1px solid transparent`,
  minWidth: 0,
});

// The "bordered" skin trades shadows for hairlines.
globalStyle(`[data-skin="bordered"] ${card}`, { boxShadow: 'none', borderColor: vars.color.border });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 12,
  padding: '20px 24px 0',
});

export const title = style({ fontSize: '1.0625rem', fontWeight: 650 });

export const subtitle = style({ color: vars.color.textMuted, fontSize: '0.875rem', marginTop: 2 });

export const body = style({
  padding: '20px 24px 24px',
  '@media': { '(max-width: 599px)': { padding: '16px 16px 20px' } },
});

/** A responsive grid of cards or fields. */
export const grid = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

/** A vertical stack with regular spacing. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 24 });
