import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** A fieldset of radio cards: side by side while they fit, stacked on phones. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '10px',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The legend of a radio-card group. */
export const legend = style({ marginBottom: '8px', padding: 0, fontWeight: 600, fontSize: '0.875em' });

/** One radio card: the native radio and its label, highlighted when chosen. */
export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '10px',
  padding: '12px 14px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  fontWeight: 500,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The radio inside a card, aligned with the first line of text. */
export const radio = style({ marginTop: '4px', accentColor: vars.color.primaryText, flex: 'none' });

/** Secondary text inside a card. */
export const detail = style({
  display: 'block',
  fontWeight: 400,
  fontSize: '0.875em',
  color: vars.color.textMuted,
});
