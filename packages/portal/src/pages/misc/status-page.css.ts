import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: '48px 20px',
  background: `radial-gradient(900px 420px at 50% -10%, color-mix(in srgb, ${vars.color.primary} 18%, transparent), transparent), ${vars.color.page}`,
});

export const panel = style({
  maxWidth: 560,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  textAlign: 'center',
});

export const code = style({
  fontSize: 'clamp(3.5rem, 2rem + 8vw, 6rem)',
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.primaryText,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 96,
  height: 96,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const title = style({ fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', fontWeight: 700 });

export const body = style({ color: vars.color.textMuted, fontSize: '1.0625rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
  marginTop: 8,
});
