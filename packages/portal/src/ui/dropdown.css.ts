import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  zIndex: 60,
  minWidth: 240,
  maxWidth: 'min(380px, calc(100vw - 24px))',
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  padding: 8,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});

export const panelStart = style({ insetInlineEnd: 'auto', insetInlineStart: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  padding: '9px 12px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  fontSize: '0.9375rem',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    '&[aria-current="page"], &[aria-checked="true"], &[aria-pressed="true"]': {
      color: vars.color.primaryText,
      background: vars.color.primarySoft,
      fontWeight: 600,
    },
  },
});

export const divider = style({ height: 1, margin: '6px 4px', background: vars.color.border, border: 'none' });

export const heading = style({
  padding: '6px 12px',
  fontSize: '0.8125rem',
  fontWeight: 650,
  color: vars.color.textMuted,
});
