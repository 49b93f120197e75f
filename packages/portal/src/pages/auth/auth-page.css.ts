import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';
import { columnList } from '../../styles/fragments.css';

export const page = style({
  flex: 1,
  display: 'grid',
  minHeight: '100vh',
  '@media': { [breakpoints.nav]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(420px, 1fr)' } },
});

export const showcase = style({
  display: 'none',
  '@media': {
    [breakpoints.nav]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      gap: 28,
      padding: '64px clamp(32px, 6vw, 96px)',
      overflow: 'hidden',
      color: '#F3FBFD',
      background: `radial-gradient(700px 500px at 15% 10%, color-mix(in srgb, ${vars.color.primary} 55%, transparent), transparent), linear-gradient(150deg, #0B2233 0%, #0E3A52 55%, #0B2233 100%)`,
    },
  },
});

export const showcaseTitle = style({
  fontSize: 'clamp(1.75rem, 1.2rem + 1.6vw, 2.5rem)',
  fontWeight: 700,
  lineHeight: 1.15,
  maxWidth: '18ch',
});

export const showcaseList = style({
  ...columnList,
  gap: 14,
  maxWidth: '44ch',
});

export const showcaseItem = style({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  fontSize: '1.0625rem',
});

globalStyle(`${showcaseItem} svg`, { flexShrink: 0, marginTop: 3, color: '#7CE7FA' });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const topbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: '16px 20px',
});

export const spacer = style({ flex: 1 });

export const formArea = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  padding: '8px 20px 48px',
  gap: 16,
});

// The login widget's place: the height of its sign-in screen once its texts and answers are in (448 px
// on a phone, 471 px wide, measured in Chromium), so the centred form area does not jump as it grows.
export const widget = style({ minHeight: 480 });
