import { vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

/** The chart and its toggle, stacked. */
export const figure = style({ display: 'flex', flexDirection: 'column', gap: 12, margin: 0, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
});

/** The table toggle keeps to the end of the line, also when it wraps under the legend. */
export const toggle = style({ marginInlineStart: 'auto' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

const swatchBase = style({ display: 'inline-block', width: 12, height: 12, borderRadius: 3, flex: 'none' });

/** The legend's marks, the same colours as the bars and the limit. */
export const swatch = styleVariants({
  value: [swatchBase, { background: vars.color.primaryText }],
  over: [swatchBase, { background: vars.color.warning }],
  limit: [swatchBase, { height: 0, borderTop: `2px dashed ${vars.color.text}`, borderRadius: 0 }],
});

/** The plot: a y-axis column and the bars, the month labels below. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 8,
  minWidth: 0,
});

export const axis = style({
  position: 'relative',
  height: 180,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  minWidth: '3ch',
});

export const axisSizer = style({
  display: 'block',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
});

export const axisTick = style({
  position: 'absolute',
  right: 0,
  transform: 'translateY(50%)',
  whiteSpace: 'nowrap',
});

export const bars = style({
  position: 'relative',
  height: 180,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  alignItems: 'end',
  gap: 'clamp(2px, 1vw, 10px)',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  backgroundImage: `linear-gradient(to top, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: '100% 50%',
});

export const column = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  alignItems: 'flex-end',
});

const barBase = style({
  width: '100%',
  borderRadius: '4px 4px 0 0',
  minHeight: 0,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'height 200ms ease-out' } },
});

/** A bar within its limit, and one beyond it (more than the plan's monthly share). */
export const bar = styleVariants({
  value: [barBase, { background: vars.color.primaryText }],
  over: [barBase, { background: vars.color.warning }],
});

/** The month's limit, a dashed line across its column. */
export const limit = style({
  position: 'absolute',
  left: -2,
  right: -2,
  height: 0,
  borderTop: `2px dashed ${vars.color.text}`,
  transform: 'translateY(1px)',
});

export const labels = style({
  gridColumn: 2,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: 'clamp(2px, 1vw, 10px)',
  marginTop: 6,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  textAlign: 'center',
});

// Centred even when wider than its column (the neighbours' labels give way on a phone).
export const label = style({ display: 'flex', justifyContent: 'center', whiteSpace: 'nowrap' });

/** Every other month label gives way on a phone (the table alternative has them all). */
export const labelSecondary = style({
  '@media': { '(max-width: 479px)': { visibility: 'hidden' } },
});
