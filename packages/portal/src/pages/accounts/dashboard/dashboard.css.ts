import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The KPI cards: three across on a laptop, stacked on a phone. */
export const kpis = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

export const kpiLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem', fontWeight: 600 });

export const kpiValue = style({
  fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 1.875rem)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  marginTop: 6,
  overflowWrap: 'anywhere',
});

export const kpiNote = style({ color: vars.color.textMuted, fontSize: '0.875rem', marginTop: 4 });

/** The usage meter under the documents KPI. */
export const meter = style({
  display: 'block',
  width: '100%',
  height: 8,
  marginTop: 12,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const meterFill = style({ display: 'block', height: '100%', background: vars.color.primaryText });

export const meterFillOver = style([meterFill, { background: vars.color.warning }]);

/** The two charts: side by side on a wide screen, stacked below. */
export const charts = style({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});
