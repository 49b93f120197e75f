import { style } from '@vanilla-extract/css';

/** A form's fields, one under the other. */
export const stack = style({ display: 'grid', gap: '16px', minWidth: 0 });

/** Fields side by side while they fit (two or three per row), stacked at 320 px. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '16px',
  alignItems: 'start',
});

/** A document number with its verification digit next to it. */
export const documentRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 84px',
  gap: '12px',
  alignItems: 'start',
});

/** A titled group of fields (fieldset without the browser's border). */
export const section = style({
  display: 'grid',
  gap: '16px',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The title of a group of fields. */
export const sectionTitle = style({ padding: 0, marginBottom: '4px', fontWeight: 700, fontSize: '1em' });
