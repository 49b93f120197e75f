import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
});

export const who = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px 10px' });

export const name = style({ fontWeight: 600, lineHeight: 1.3 });

export const email = style({ color: vars.color.textMuted, fontSize: '0.8125rem', overflowWrap: 'anywhere' });

export const switcher = style({ width: 'auto', maxWidth: 260, fontWeight: 600 });

export const switcherName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { '(max-width: 599px)': { display: 'none' } },
});
