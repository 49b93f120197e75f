import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });

export const label = style({ fontSize: '0.875rem', fontWeight: 600 });

export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

export const control = style({
  width: '100%',
  minHeight: 42,
  padding: '9px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.9375rem',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    // The brand cyan is too pale on white to show focus (about 1.7:1); the focus colour is the
    // darker shade that clears 3:1 against the page in both themes.
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 2px ${vars.color.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[readonly]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const textarea = style({ minHeight: 120, resize: 'vertical' });

export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted });

export const error = style({ fontSize: '0.8125rem', color: vars.color.danger, fontWeight: 500 });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  fontSize: '0.9375rem',
  cursor: 'pointer',
});

export const checkbox = style({
  width: 18,
  height: 18,
  marginTop: 2,
  flexShrink: 0,
  accentColor: vars.color.primary,
});

/** Fields side by side when there is room. */
export const row = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

/** A form's vertical rhythm. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: 18 });

/** The buttons at the end of a form. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' });
