import { vars } from '@facturo/ui/styles';
import { keyframes, style } from '@vanilla-extract/css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

/** A thin bar at the top of the window while the next page's code or guard is loading. */
export const progress = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  zIndex: 1000,
  overflow: 'hidden',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 0.2s',
  selectors: {
    '&[data-active="true"]': { opacity: 1, transitionDelay: '0.15s' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      width: '40%',
      background: vars.color.primary,
      animation: `${slide} 1.1s ease-in-out infinite`,
    },
  },
});
