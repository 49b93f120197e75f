import { style } from '@vanilla-extract/css';

// How the portal lays out its forms; the fields themselves are the kit's (`@facturo/ui`).

/** Fields side by side when there is room. */
export const row = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

/** A form's vertical rhythm. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: 18 });

/** The buttons at the end of a form. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
