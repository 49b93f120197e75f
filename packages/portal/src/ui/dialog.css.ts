import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { dialogSurface } from '../styles/fragments.css';

export const dialog = style({
  width: 'min(480px, calc(100vw - 32px))',
  ...dialogSurface,
  borderRadius: vars.radius.lg,
});

export const content = style({ padding: 24, display: 'flex', flexDirection: 'column', gap: 14 });

export const title = style({ fontSize: '1.125rem', fontWeight: 700 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: 12,
  marginTop: 8,
});
