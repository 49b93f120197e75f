import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../runtime/core/styles/theme.css';

/** The widget: current schedule, the change form and its preview, one under the other. */
export const root = style({
  display: 'grid',
  gap: '22px',
  padding: 'clamp(16px, 4vw, 28px)',
  borderRadius: tokens.radius.lg,
  border: `1px solid ${tokens.color.border}`,
  background: tokens.color.surface,
  boxShadow: tokens.shadow.card,
  containerType: 'inline-size',
});

/** A block's heading and its explanation. */
export const header = style({ display: 'grid', gap: '4px' });

/** A block's title. */
export const title = style({
  margin: 0,
  fontSize: '1.125em',
  fontWeight: 700,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Muted explanation text. */
export const muted = style({ margin: 0, color: tokens.color.textMuted, fontSize: '0.9375em' });

/** The current mode, as a pill. */
export const modePill = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 12px',
  borderRadius: tokens.radius.pill,
  background: tokens.color.primarySoft,
  color: tokens.color.text,
  fontSize: '0.875em',
  fontWeight: 600,
});

/** The day select next to the unified option. */
export const dayField = style({ maxWidth: '220px' });

/** A numbered explanation of the transition. */
export const explanation = style({
  display: 'grid',
  gap: '6px',
  margin: 0,
  paddingInlineStart: '20px',
  color: tokens.color.textMuted,
  fontSize: '0.9375em',
});

/** The confirmation row. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' });

/** A section separated from the one above. */
export const section = style({
  display: 'grid',
  gap: '14px',
  paddingTop: '20px',
  borderTop: `1px solid ${tokens.color.border}`,
});

globalStyle(`${explanation} strong`, { color: tokens.color.text });

/** The preview: table, explanation, warning and confirmation. */
export const preview = style({ display: 'grid', gap: '16px' });
