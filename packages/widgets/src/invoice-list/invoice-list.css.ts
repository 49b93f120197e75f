import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** The widget: toolbar, table and pagination in a card. */
export const root = style({
  display: 'grid',
  gap: '16px',
  padding: 'clamp(14px, 3vw, 24px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  containerType: 'inline-size',
});

/** Search, filters and export: as many per row as fit. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))',
  gap: '12px',
  alignItems: 'end',
});

/** The search box spans two columns when there is room. */
export const searchField = style({ '@container': { '(min-width: 720px)': { gridColumn: 'span 2' } } });

/** A row of small actions (clear filters, export). */
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  justifyContent: 'flex-end',
  alignItems: 'center',
});

/** The invoice number: a button that opens the invoice. */
export const rowButton = style({
  appearance: 'none',
  display: 'grid',
  gap: '2px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
});

globalStyle(`${rowButton}:hover span:first-child`, { textDecoration: 'underline' });

/** The concept under the number. */
export const concept = style({
  fontWeight: 400,
  fontSize: '0.8125em',
  color: vars.color.textMuted,
  maxWidth: '34ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A clickable row. */
export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-within': { background: vars.color.primarySoft },
  },
});

/** A sortable column's header button. */
export const sortButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
});

/** The list dims while the next page loads (the previous one stays readable). */
export const stale = style({ opacity: 0.55, transition: 'opacity 150ms ease' });

/** Page info and navigation. */
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  fontSize: '0.9375em',
});

/** The page buttons. */
export const pages = style({ display: 'flex', alignItems: 'center', gap: '8px' });

/** The page-size select, narrow. */
export const pageSize = style({ width: '170px' });

/** Muted text. */
export const muted = style({ margin: 0, color: vars.color.textMuted });

globalStyle(`${pages} button`, { minHeight: '40px', padding: '8px 12px' });

/** The search landmark: the filters and the actions under them. */
export const toolbarBlock = style({ display: 'grid', gap: '10px' });
