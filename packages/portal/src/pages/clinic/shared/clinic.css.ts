import { vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

export const wideDialog = style({ width: 'min(860px, calc(100vw - 32px))' });

export const dialogBody = style({ maxHeight: 'calc(100vh - 64px)', overflowY: 'auto' });

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

/** A page whose table fills the remaining viewport height (the layout's fixed-height option). */
export const fixedPage = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, gap: 16 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 });

export const grow = style({ flex: '1 1 240px', minWidth: 0 });

/** The scrolling area of a fixed-height table; the header row stays visible. */
export const tableScroll = style({
  flex: 1,
  minHeight: 160,
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const stickyHead = style({ position: 'sticky', top: 0, zIndex: 1 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

export const pagerButtons = style({ display: 'flex', gap: 8 });

export const rowLink = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The week view: seven day columns that stack on narrow screens. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: 12,
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  minHeight: 120,
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-closed="true"]': { background: vars.color.surfaceMuted } },
});

export const dayTitle = style({ fontSize: '0.9375rem', fontWeight: 650, margin: 0 });

export const dayNote = style({ fontSize: '0.8125rem', color: vars.color.textMuted, margin: 0 });

export const slotList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const chipBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  width: '100%',
  padding: '8px 10px',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** An appointment in the agenda, its left edge coloured by status. */
export const chip = styleVariants(
  {
    scheduled: vars.color.info,
    confirmed: vars.color.primary,
    attended: vars.color.success,
    cancelled: vars.color.textMuted,
    no_show: vars.color.danger,
    locked: vars.color.warning,
  },
  (color) => [chipBase, { borderInlineStartColor: color }],
);

export const chipTime = style({ fontSize: '0.8125rem', fontWeight: 650, fontVariantNumeric: 'tabular-nums' });

/** The clinical-history timeline: entries newest first, each a card. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
});

export const entrySection = style({ marginTop: 12 });

export const entryLabel = style({
  fontSize: '0.8125rem',
  fontWeight: 650,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export const entryText = style({ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const addenda = style({
  listStyle: 'none',
  margin: '16px 0 0',
  padding: '12px 16px',
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});

export const segmented = style({
  display: 'inline-flex',
  gap: 4,
  margin: 0,
  padding: 4,
  border: 'none',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 18,
});

export const legend = style({ padding: 0, marginBottom: 4, fontSize: '1rem', fontWeight: 650 });

export const caption = style({
  textAlign: 'start',
  padding: '8px 16px',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const spaced = style({ marginBottom: 16 });

export const spacedTop = style({ marginTop: 16 });

export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** Short values that read badly when wrapped (documents, ages, phones, times). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A row's header cell (the patient's name), aligned like the other cells. */
export const rowHeader = style({ textAlign: 'start', fontWeight: 'inherit' });
