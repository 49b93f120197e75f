import { style } from '@vanilla-extract/css';

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus': { outline: 'none' } },
});
