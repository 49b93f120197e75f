import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: 16,
  marginBottom: 24,
});

export const title = style({ fontSize: 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)', fontWeight: 700 });

export const subtitle = style({ color: vars.color.textMuted, marginTop: 6, maxWidth: '68ch' });

export const tabs = style({
  display: 'flex',
  gap: 4,
  overflowX: 'auto',
  marginBottom: 24,
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  scrollbarWidth: 'thin',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '9px 16px',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const tableWrap = style({
  // The containing block of the visually hidden header labels: without it they are positioned
  // against the page, outside this scroll box, and widen the page on a phone.
  position: 'relative',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  selectors: {},
});

export const th = style({
  textAlign: 'start',
  padding: '12px 16px',
  fontSize: '0.8125rem',
  fontWeight: 650,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: '12px 16px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

/** Two-column definition list that stacks on small screens. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: '10px 24px',
  margin: 0,
  '@media': { '(max-width: 599px)': { gridTemplateColumns: '1fr', gap: '2px 0' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const definition = style({
  margin: 0,
  fontWeight: 500,
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 599px)': { marginBottom: 10 } },
});
