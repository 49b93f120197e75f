import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';

/** The customer area's width inside the public website's frame. */
export const container = style({
  maxWidth: 1200,
  marginInline: 'auto',
  padding: '32px 16px 0',
  '@media': { [breakpoints.md]: { padding: '48px 24px 0' } },
});
