import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from './theme.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

/** A grey placeholder bar that shimmers while content loads (still for reduced motion). */
export const skeleton = style({
  display: 'block',
  borderRadius: tokens.radius.sm,
  background: `linear-gradient(90deg, ${tokens.color.surfaceMuted} 25%, ${tokens.color.border} 50%, ${tokens.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
