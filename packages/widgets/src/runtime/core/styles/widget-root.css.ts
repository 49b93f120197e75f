import { darkTheme, textUnit, vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

// Shadow-root host: a block by default; the page may still size and place it.
globalStyle(':host', { display: 'block' });
globalStyle(':host([hidden])', { display: 'none' });
// React's own element beside a widget's early paint (`lazy-react-renderer.ts`): laid out as if absent,
// so the widget looks the same with or without it; `hidden` while the early paint is shown.
globalStyle('[data-facturo-react]:not([hidden])', { display: 'contents' });

/**
 * Cuts every inherited property the host page could push into the widget (font size, colour,
 * letter-spacing, text-transform…). Declared before {@link root} so the root's own values win.
 */
export const resetRoot = style({ all: 'initial' });

/** The widget's outer element (with `lightTheme` or `darkTheme` from `@facturo/ui/styles`). */
export const root = style({
  display: 'block',
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  // Robust against a host's root size either way (`html { font-size: 62.5% }` or `30px`), while
  // honouring a reader's larger default size up to 20 px (what the card layouts are made for).
  fontSize: 'clamp(16px, 1rem, 20px)',
  lineHeight: 1.5,
  color: vars.color.text,
  textAlign: 'start',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  colorScheme: 'light',
  // Text sizes follow this root (em), also inside a host that sizes in rem (the portal).
  vars: { [textUnit]: '1em' },
  selectors: { [`&.${darkTheme}`]: { colorScheme: 'dark' } },
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
