import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The card / PSE choice: two options side by side, wrapping on narrow widgets. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '10px',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The question the choice answers. */
export const legend = style({ padding: 0, marginBottom: '8px', fontWeight: 700 });

/** One option: a native radio and its label, the whole box clickable. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '12px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio, drawn by the browser (its accent in the widget's colour). */
export const radio = style({
  margin: 0,
  accentColor: vars.color.primary,
  inlineSize: '18px',
  blockSize: '18px',
});
