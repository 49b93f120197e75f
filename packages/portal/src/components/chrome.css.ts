import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const scrollTop = style({
  position: 'fixed',
  insetInlineEnd: 24,
  bottom: 24,
  zIndex: 40,
  boxShadow: vars.shadow.raised,
  transition: 'opacity 0.2s, transform 0.2s',
  selectors: {
    '&[data-visible="false"]': { opacity: 0, transform: 'translateY(12px)', pointerEvents: 'none' },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: 16,
  top: -100,
  zIndex: 1100,
  padding: '10px 16px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus': { top: 12 } },
});
