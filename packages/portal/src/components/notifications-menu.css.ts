import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { bareList, cornerCount } from '../styles/fragments.css';

export const trigger = style({ position: 'relative' });

export const count = style({
  ...cornerCount,
  background: vars.color.danger,
  color: vars.color.surface,
});

export const list = style({
  ...bareList,
  width: 'min(360px, calc(100vw - 40px))',
});

export const entry = style({
  display: 'flex',
  gap: 12,
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

export const dot = style({ width: 10, height: 10, marginTop: 6, flexShrink: 0, borderRadius: '50%' });

export const title = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const message = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const meta = style({ color: vars.color.textMuted, fontSize: '0.75rem', marginTop: 2 });
