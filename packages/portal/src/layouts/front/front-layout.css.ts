import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';
import { columnList, cornerCount } from '../../styles/fragments.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: `color-mix(in srgb, ${vars.color.surface} 86%, transparent)`,
  backdropFilter: 'blur(12px)',
  WebkitBackdropFilter: 'blur(12px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  // Tight spacing keeps logo, five links, three icons and both sign-in buttons on one line from 1200 px.
  gap: 4,
  maxWidth: 1240,
  minHeight: 68,
  marginInline: 'auto',
  padding: '0 16px',
  '@media': { [breakpoints.md]: { padding: '0 24px' } },
});

export const links = style({
  display: 'none',
  '@media': { [breakpoints.lg]: { display: 'flex', marginInlineStart: 8 } },
});

export const link = style({
  padding: '8px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.primaryText, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primaryText, fontWeight: 600 },
  },
});

export const spacer = style({ flex: 1 });

export const menuToggle = style({ '@media': { [breakpoints.lg]: { display: 'none' } } });

/** Hidden on phones (the overlay menu repeats it). */
export const wideOnly = style({
  display: 'none',
  '@media': { [breakpoints.sm]: { display: 'inline-flex' } },
});

export const cart = style({ position: 'relative' });

export const cartCount = style({
  ...cornerCount,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const drawer = style({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100dvh',
  maxHeight: '100dvh',
  width: 'min(320px, 88vw)',
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const drawerBody = style({ display: 'flex', flexDirection: 'column', gap: 6, padding: 16 });

export const main = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

export const footer = style({
  marginTop: 48,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  display: 'grid',
  gap: 32,
  maxWidth: 1240,
  marginInline: 'auto',
  padding: '48px 24px 32px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const footerTitle = style({
  fontSize: '0.875rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBottom: 12,
});

export const footerList = style({
  ...columnList,
  gap: 8,
});

globalStyle(`${footerList} a`, { color: vars.color.textMuted, textDecoration: 'none' });
globalStyle(`${footerList} a:hover`, { color: vars.color.primaryText, textDecoration: 'underline' });

export const footerBlurb = style({ color: vars.color.textMuted, marginTop: 12, maxWidth: '36ch' });

export const footerBottom = style({
  maxWidth: 1240,
  marginInline: 'auto',
  padding: '16px 24px 28px',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  borderTop: `1px solid ${vars.color.border}`,
});
