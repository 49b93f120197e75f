import { vars } from '@facturo/ui/styles';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const wide = '(min-width: 780px)';

/** The whole checkout; the container its two-column layout queries. */
export const checkout = style({ display: 'grid', gap: '20px', containerType: 'inline-size', padding: '2px' });

/** The step content and, on wide containers, the order summary beside it. */
export const layout = style({
  display: 'grid',
  gap: '20px',
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)' } },
});

// A step without a summary beside it takes the whole width.
globalStyle(`${layout} > :only-child`, { gridColumn: '1 / -1' });

/** A raised card holding one step or the summary. */
export const panel = style({
  display: 'grid',
  gap: '20px',
  minWidth: 0,
  padding: 'clamp(16px, 4vw, 28px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/**
 * The summary stays in view while the buyer scrolls a long form; a host page with a sticky header sets
 * `--facturo-sticky-top` to its height so the summary stops below it instead of under it.
 */
export const aside = style({
  '@container': { [wide]: { position: 'sticky', top: 'var(--facturo-sticky-top, 16px)' } },
});

/** A step's heading block. */
export const header = style({ display: 'grid', gap: '4px' });

/** A step's title; focused (without an outline) when the buyer arrives at the step. */
export const title = style({
  margin: 0,
  fontSize: '1.375em',
  fontWeight: 700,
  lineHeight: 1.25,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The line under a title. */
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

/** Buttons at the end of a step: main action first on phones, at the end on wide screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '12px',
});

/** A list without bullets or margins. */
export const plainList = style({ display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' });

/** A plan in the summary: name and cycle, then its total. */
export const summaryItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  fontSize: '0.9375em',
});

/** Muted small text. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875em' });

/** The reassurance line under the pay button. */
export const secureNote = style([
  muted,
  { display: 'flex', alignItems: 'center', gap: '6px', justifyContent: 'center' },
]);

/** The result's icon disc, coloured by outcome. */
export const resultIcon = styleVariants({
  success: {
    display: 'inline-flex',
    padding: '14px',
    borderRadius: '50%',
    background: vars.color.successSoft,
    color: vars.color.success,
  },
  pending: {
    display: 'inline-flex',
    padding: '14px',
    borderRadius: '50%',
    background: vars.color.primarySoft,
    color: vars.color.primaryText,
  },
  danger: {
    display: 'inline-flex',
    padding: '14px',
    borderRadius: '50%',
    background: vars.color.dangerSoft,
    color: vars.color.danger,
  },
});

/** The result's header: icon, title, explanation, centred. */
export const resultHeader = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '10px',
  textAlign: 'center',
});

/** The summary's heading. */
export const summaryTitle = style({ margin: 0, fontSize: '1.0625em', fontWeight: 700 });

/** Content one block under the other. */
export const stack = style({ display: 'grid', gap: '16px', minWidth: 0 });

/** An element that receives focus for screen readers but draws no outline (it is not a control). */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** The service and cycle under a plan's name in the summary. */
export const summaryDetail = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.8125em' });

/** The pay button while it works: it keeps the focus (aria-disabled), so it only looks unavailable. */
export const busyButton = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.75 } },
});
