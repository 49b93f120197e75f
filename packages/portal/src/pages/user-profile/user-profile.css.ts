import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'relative',
  overflow: 'hidden',
  marginBottom: 24,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cover = style({
  height: 132,
  background: `linear-gradient(120deg, #0B2233, #0E3A52 55%, color-mix(in srgb, ${vars.color.primary} 65%, #0E3A52))`,
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 20,
  padding: '0 24px 22px',
  marginTop: -44,
});

export const avatarRing = style({
  padding: 5,
  borderRadius: 24,
  background: vars.color.surface,
});

export const name = style({ fontSize: '1.5rem', fontWeight: 700 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 18px',
  color: vars.color.textMuted,
  marginTop: 4,
});
