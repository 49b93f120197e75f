import { textUnit, vars } from '@facturo/ui/styles';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // The shared kit sizes its text in this unit: rem here, like the portal's own styles.
  vars: { [textUnit]: '1rem' },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family,
  fontSize: '0.9375rem',
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3, h4, h5, h6', { margin: 0, lineHeight: 1.25, fontWeight: 650 });
globalStyle('p', { margin: 0 });
globalStyle('a', { color: vars.color.primaryText, textUnderlineOffset: '0.18em' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('::selection', { background: vars.color.primarySoft });

// Anyone who asked the system for less motion gets instant scrolling and no transitions.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// `hidden` must win over any component's display rule (collapsed menu groups, closed panels).
globalStyle('[hidden]', { display: 'none !important' });
