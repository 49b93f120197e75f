import { style } from '@vanilla-extract/css';
import { tokens } from '../runtime/core/styles/theme.css';

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
  borderRadius: tokens.radius.sm,
  border: `1px solid ${tokens.color.borderStrong}`,
  cursor: 'pointer',
  fontWeight: 500,
  selectors: {
    '&:has(input:checked)': { borderColor: tokens.color.primary, background: tokens.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The radio inside a card, aligned with the first line of text. */
export const radio = style({ marginTop: '4px', accentColor: tokens.color.primaryText, flex: 'none' });

/** Secondary text inside a card. */
export const detail = style({
  display: 'block',
  fontWeight: 400,
  fontSize: '0.875em',
  color: tokens.color.textMuted,
});
