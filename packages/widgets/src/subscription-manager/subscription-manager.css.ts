import { vars } from '@facturo/ui/styles';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The widget: its heading, then one card per subscription. */
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

/** The widget's title. */
export const title = style({ margin: 0, fontSize: '1.125em', fontWeight: 700 });

/** Muted explanation text. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375em' });

/** The subscriptions, one card each. */
export const list = style({ display: 'grid', gap: '16px', margin: 0, padding: 0, listStyle: 'none' });

/** One subscription. */
export const card = style({
  display: 'grid',
  gap: '14px',
  padding: '18px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** Plan name and price on the left, the status badge on the right. */
export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: '10px',
});

/** The plan's name. */
export const planName = style({ margin: 0, fontSize: '1.0625em', fontWeight: 700 });

const badgeBase = style({
  display: 'inline-flex',
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.8125em',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The status badge, by tone. */
export const badge = styleVariants({
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.text }],
  warning: [badgeBase, { background: vars.color.warningSoft, color: vars.color.text }],
  danger: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.text }],
  neutral: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
});

/** Active until, time left, next charge: label over value. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: '10px 16px',
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: '0.8125em' });
globalStyle(`${details} dd`, { margin: 0, fontWeight: 600 });

/** The documents meter's track. */
export const meter = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  margin: '6px 0 4px',
});

/** The documents meter's fill; amber and red are decorative (the numbers are written above). */
export const meterFill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: {
    '&[data-level="high"]': { background: vars.color.warning },
    '&[data-level="over"]': { background: vars.color.danger },
  },
});

/** Notes, messages, buttons and history under the figures. */
export const changes = style({
  display: 'grid',
  justifyItems: 'start',
  gap: '10px',
  paddingTop: '12px',
  borderTop: `1px solid ${vars.color.border}`,
});

/** A row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '10px', alignItems: 'center' });

/** The confirmation or plan-change panel under a card's buttons. */
export const panel = style({
  display: 'grid',
  gap: '12px',
  width: '100%',
  boxSizing: 'border-box',
  padding: '14px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** A panel's heading. */
export const panelTitle = style({ margin: 0, fontSize: '1em', fontWeight: 700 });

/** A paragraph with no outer margin. */
export const text = style({ margin: 0 });

/** The change history disclosure. */
export const history = style({ width: '100%', fontSize: '0.875em' });

/** The history's lines. */
export const historyList = style({
  margin: '8px 0 0',
  paddingInlineStart: '18px',
  display: 'grid',
  gap: '6px',
});

/** A link styled as the theme's links. */
export const link = style({ justifySelf: 'start', color: vars.color.primaryText, fontWeight: 600 });
