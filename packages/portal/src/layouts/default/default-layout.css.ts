import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';
import { name as logoName } from '../../components/logo.css';
import { breakpoints } from '../../styles/breakpoints';
import { dialogSurface } from '../../styles/fragments.css';
import { nested as nestedList } from './nav-menu.css';

/** Width of the vertical menu, open and collapsed to icons. */
export const NAV_WIDTH = 264;
export const NAV_COLLAPSED_WIDTH = 76;

/**
 * When the collapsed menu is a rail of icons, as a selector on the menu: always, except while it
 * holds the keyboard focus or, on a device that hovers, the pointer (then it opens with its labels).
 * A touch screen never hovers, so there the rail is what is used: a rail that opened on hover would
 * spend the first tap on opening.
 */
const RAIL_WHEN = {
  '(hover: hover)': '[data-collapsed="true"]:not(:hover):not(:focus-within)',
  '(hover: none)': '[data-collapsed="true"]:not(:focus-within)',
} as const;

export const app = style({ display: 'flex', minHeight: '100vh', width: '100%' });

export const sidebar = style({
  display: 'none',
  '@media': {
    [breakpoints.nav]: {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: 50,
      width: NAV_WIDTH,
      background: vars.color.surface,
      color: vars.color.text,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      transition: 'width 0.2s ease',
      overflow: 'hidden',
    },
  },
});

for (const [media, rail] of Object.entries(RAIL_WHEN)) {
  globalStyle(`${sidebar}${rail}`, { '@media': { [media]: { width: NAV_COLLAPSED_WIDTH } } });
  // Labels (and the product's name) leave the picture but stay the links' names for screen readers;
  // out of the flow, they no longer squeeze the icons (which measured 0 px) or push the logo out.
  globalStyle(`${sidebar}${rail} [data-nav-label], ${sidebar}${rail} ${logoName}`, {
    '@media': {
      [media]: {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
    },
  });
  // A group's links line up under it, each icon in the middle of the rail.
  globalStyle(`${sidebar}${rail} ${nestedList}`, { '@media': { [media]: { paddingInlineStart: 0 } } });
}

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: 64,
  padding: '0 18px 0 22px',
});

export const sidebarScroll = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: '4px 12px 24px',
});

export const drawer = style({
  margin: 0,
  height: '100dvh',
  maxHeight: '100dvh',
  width: `min(${NAV_WIDTH + 16}px, 86vw)`,
  ...dialogSurface,
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-sidebar="open"]': { '@media': { [breakpoints.nav]: { paddingInlineStart: NAV_WIDTH } } },
    '&[data-sidebar="collapsed"]': {
      '@media': { [breakpoints.nav]: { paddingInlineStart: NAV_COLLAPSED_WIDTH } },
    },
    // A fixed-height page: the column is exactly the viewport, so the content (below) gets what the
    // navbar, the horizontal menu (when there is one) and the footer leave, whatever their height.
    // Not on a phone: there a table is a list of cards, and the page scrolls as a whole (a fixed
    // height left room for about one and a half patients).
    '&[data-fixed-height="true"]': { '@media': { [breakpoints.md]: { height: ['100vh', '100dvh'] } } },
  },
});

export const navbar = style({
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 64,
  padding: '0 12px',
  background: vars.color.surface,
  boxShadow: vars.shadow.navbar,
  selectors: {
    '&[data-sticky="true"]': { position: 'sticky', top: 0 },
    '&[data-blur="true"]': {
      background: `color-mix(in srgb, ${vars.color.surface} 82%, transparent)`,
      backdropFilter: 'blur(10px)',
      WebkitBackdropFilter: 'blur(10px)',
    },
  },
  '@media': { [breakpoints.md]: { padding: '0 20px', gap: 6 } },
});

export const menuToggle = style({ '@media': { [breakpoints.nav]: { display: 'none' } } });

/**
 * Navbar items a phone has no room for (a 360 px navbar fits seven buttons): the language moves into
 * the overlay menu, and the shortcuts are the overlay menu's own links.
 */
export const wideOnly = style({
  display: 'none',
  '@media': { [breakpoints.sm]: { display: 'contents' } },
});

/** The overlay menu's footer (the language, on phones). */
export const drawerFooter = style({
  padding: '12px 24px 24px',
  '@media': { [breakpoints.sm]: { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const horizontalNav = style({
  display: 'none',
  '@media': {
    [breakpoints.nav]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 4,
      padding: '8px 20px',
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const content = style({
  flex: 1,
  width: '100%',
  marginInline: 'auto',
  padding: '24px 16px 40px',
  selectors: {
    '&[data-width="boxed"]': { maxWidth: 1440 },
    '&[data-blank="true"]': { padding: 0 },
    '&[data-fixed-height="true"]': {
      '@media': {
        [breakpoints.md]: {
          display: 'flex',
          flexDirection: 'column',
          flex: '1 1 0',
          minHeight: 0,
          overflow: 'hidden',
        },
      },
    },
    '&:focus': { outline: 'none' },
  },
  '@media': { [breakpoints.md]: { padding: '28px 24px 48px' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 12,
  padding: '16px 24px',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: 16 });

globalStyle(`${footerLinks} a`, { color: vars.color.textMuted, textDecoration: 'none' });
globalStyle(`${footerLinks} a:hover`, { color: vars.color.primaryText, textDecoration: 'underline' });
