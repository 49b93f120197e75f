import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** The progress list: numbered steps joined by a line. */
export const steps = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

/** One step: its number (or a check) and its name. */
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: '0.875em',
  fontWeight: 600,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      display: 'block',
      width: 'clamp(12px, 4vw, 40px)',
      height: '2px',
      borderRadius: '1px',
      background: vars.color.border,
    },
    '&[aria-current="step"]': { color: vars.color.text },
    '&[data-done]': { color: vars.color.text },
  },
});

/** The number disc. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${step}[data-done] &`]: {
      borderColor: vars.color.success,
      background: vars.color.successSoft,
      color: vars.color.success,
    },
  },
});

/** Step names hide on narrow containers except the current one. */
export const label = style({
  '@container': { '(max-width: 520px)': { display: 'none' } },
  selectors: { [`${step}[aria-current="step"] &`]: { display: 'inline' } },
});
