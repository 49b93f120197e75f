import { style } from '@vanilla-extract/css';
import { tokens } from '../runtime/styles/theme.css';

/** The card around every screen. */
export const card = style({
  display: 'grid',
  gap: '22px',
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  padding: 'clamp(20px, 5vw, 32px)',
  borderRadius: tokens.radius.lg,
  border: `1px solid ${tokens.color.border}`,
  background: tokens.color.surface,
  boxShadow: tokens.shadow.card,
});

/** Wider card for the personal-information step. */
export const wide = style({ maxWidth: '640px' });

/** Title block. */
export const header = style({ display: 'grid', gap: '6px' });

/** "Paso 2 de 3". */
export const step = style({
  margin: 0,
  color: tokens.color.primaryText,
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
export const subtitle = style({ margin: 0, color: tokens.color.textMuted });

/** A form's fields. */
export const form = style({ display: 'grid', gap: '16px' });

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '16px',
});

/** A number field with its verification digit. */
export const documentRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 84px',
  gap: '12px',
});

/** Links under a form. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '4px 8px',
  margin: 0,
  color: tokens.color.textMuted,
  fontSize: '0.9375em',
});

/** The "forgot password" link, aligned right over the password field. */
export const inlineLink = style({ justifySelf: 'end', marginTop: '-8px' });

/** A group of radio cards (taxpayer type). */
export const choiceGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: '10px',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** The legend of a choice group. */
export const legend = style({ marginBottom: '6px', padding: 0, fontWeight: 600, fontSize: '0.875em' });

/** One radio card. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '12px 14px',
  borderRadius: tokens.radius.sm,
  border: `1px solid ${tokens.color.borderStrong}`,
  cursor: 'pointer',
  fontWeight: 500,
  selectors: {
    '&:has(input:checked)': { borderColor: tokens.color.primary, background: tokens.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  },
});

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
  background: tokens.color.primarySoft,
  color: tokens.color.primaryText,
});

/** Muted small text. */
export const muted = style({
  margin: 0,
  color: tokens.color.textMuted,
  fontSize: '0.9375em',
  overflowWrap: 'anywhere',
});

/** The e-mail address in the verification text. */
export const strong = style({ fontWeight: 600, color: tokens.color.text, overflowWrap: 'anywhere' });

/** The one-time code input. */
export const codeInput = style({
  letterSpacing: '0.4em',
  fontSize: '1.25em',
  fontVariantNumeric: 'tabular-nums',
});
