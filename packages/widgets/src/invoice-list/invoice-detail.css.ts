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

/** The CUFE: 96 hexadecimal characters that must wrap anywhere. */
export const documentKey = style({ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875em' });

/** The download buttons, side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
