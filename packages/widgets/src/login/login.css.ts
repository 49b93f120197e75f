import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The card around every screen. */
export const card = style({
  display: 'grid',
  gap: '22px',
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  padding: 'clamp(20px, 5vw, 32px)',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** Wider card for the personal-information step. */
export const wide = style({ maxWidth: '640px' });

/** Title block. */
export const header = style({ display: 'grid', gap: '6px' });

/** "Paso 2 de 3". */
export const step = style({
  margin: 0,
  color: vars.color.primaryText,
  fontSize: '0.8125em',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** The screen's title. */
export const title = style({
  margin: 0,
  fontSize: '1.5em',
  fontWeight: 700,
  lineHeight: 1.25,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The line under the title. */
export const subtitle = style({ margin: 0, color: vars.color.textMuted });

/** A form's fields. */
export const form = style({ display: 'grid', gap: '16px' });

/** Links under a form. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '4px 8px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375em',
});

/** The "forgot password" link, aligned right over the password field. */
export const inlineLink = style({ justifySelf: 'end', marginTop: '-8px' });

/** The signed-in summary. */
export const signedIn = style({ display: 'flex', alignItems: 'center', gap: '14px' });

/** The avatar circle. */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

/** Muted small text. */
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375em',
  overflowWrap: 'anywhere',
});

/** The e-mail address in the verification text. */
export const strong = style({ fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });

/** The one-time code input. */
export const codeInput = style({
  letterSpacing: '0.4em',
  fontSize: '1.25em',
  fontVariantNumeric: 'tabular-nums',
});
