import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The detail view: back link, title, facts, lines, sums and payments. */
export const detail = style({ display: 'grid', gap: '18px' });

/** The title with the status next to it. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '10px 14px' });

/** "Factura FCT1037", focused when the detail opens. */
export const title = style({
  margin: 0,
  fontSize: '1.375em',
  fontWeight: 700,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The sums, aligned with the table's amounts on wide screens. */
export const sums = style({ justifySelf: 'end', width: 'min(100%, 360px)' });

/** A section title (payments). */
export const sectionTitle = style({ margin: 0, fontSize: '1.0625em', fontWeight: 700 });

/** Muted text. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375em' });

/** The electronic-documents section: state, CUFE, downloads and credit notes. */
export const documents = style({ display: 'grid', gap: '12px' });

/** The DIAN state pill with its hint. */
export const documentState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 12px',
});

/** DIAN's rejection reasons. */
export const rules = style({ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '4px' });

/** "CUFE 8bb918b1…": 96 hex characters that must wrap anywhere on a phone. */
export const documentKey = style({
  margin: 0,
  fontSize: '0.875em',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

/** The download buttons and their error. */
export const downloads = style({ display: 'grid', gap: '8px' });

/** The buttons, wrapping on narrow containers. */
export const downloadButtons = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
