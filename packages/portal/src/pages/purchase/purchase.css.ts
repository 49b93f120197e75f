import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';
import { columnList } from '../../styles/fragments.css';

export const container = style({
  // The checkout's summary is sticky: below the website's sticky header (68 px), not under it.
  vars: { '--facturo-sticky-top': '84px' },
  maxWidth: 1200,
  marginInline: 'auto',
  padding: '32px 16px 0',
  '@media': { [breakpoints.md]: { padding: '48px 24px 0' } },
});

export const grid = style({
  display: 'grid',
  gap: 24,
  alignItems: 'start',
  '@media': { [breakpoints.nav]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});

export const assurance = style({
  ...columnList,
  gap: 14,
});

export const assuranceItem = style({ display: 'flex', gap: 12, alignItems: 'flex-start' });
