import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** The widget: current schedule, the change form and its preview, one under the other. */
export const root = style({
  display: 'grid',
  gap: '22px',
  padding: 'clamp(16px, 4vw, 28px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
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
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375em' });

/** The current mode, as a pill. */
export const modePill = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.text,
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
  color: vars.color.textMuted,
  fontSize: '0.9375em',
});

/** The confirmation row. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' });

/** A section separated from the one above. */
export const section = style({
  display: 'grid',
  gap: '14px',
  paddingTop: '20px',
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${explanation} strong`, { color: vars.color.text });

/** The preview: table, explanation, warning and confirmation. */
export const preview = style({ display: 'grid', gap: '16px' });
