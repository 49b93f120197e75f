import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { dialogSurface } from '../styles/fragments.css';

export const sheet = style({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100dvh',
  maxHeight: '100dvh',
  width: 'min(380px, 100vw)',
  ...dialogSurface,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '18px 20px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: '1.125rem', fontWeight: 700 });

export const subtitle = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: 22, padding: 20 });

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});

export const legend = style({
  padding: 0,
  marginBottom: 10,
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  fontWeight: 500,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      color: vars.color.primaryText,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const swatch = style({
  width: 36,
  height: 36,
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid transparent`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.text,
      boxShadow: `inset 0 0 0 2px ${vars.color.surface}`,
    },
  },
});

export const colorInput = style({
  width: 44,
  height: 36,
  padding: 2,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
});
