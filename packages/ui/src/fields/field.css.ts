import { style } from '@vanilla-extract/css';
import { textSize } from '../styles/text-size';
import { vars } from '../styles/theme.css';

/**
 * A label, its control and its messages. Packed at the top: in a row of fields stretched to the
 * tallest (a longer hint, an error), the rows of a grid would share the extra height and push the
 * control down out of line with its neighbours'.
 */
export const field = style({ display: 'grid', alignContent: 'start', gap: '6px', minWidth: 0 });

/** The field's label. */
export const label = style({ fontWeight: 600, fontSize: textSize(0.875), color: vars.color.text });

/** The "(optional)" marker next to a label. */
export const optional = style({ fontWeight: 400, color: vars.color.textMuted });

/** Text inputs, text areas and selects. */
export const control = style({
  appearance: 'none',
  width: '100%',
  minHeight: '44px',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  // 16 px: iOS Safari zooms into any smaller field on focus.
  fontSize: textSize(1),
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.textMuted },
    // Chromium's date fields sit 2 px taller than text: one pixel less padding keeps a row of
    // filters (search, select, dates) on one baseline.
    '&[type="date"]': { paddingBlock: '9px' },
    // The brand cyan is too pale on white to show focus; the focus shade clears 3:1 in both themes.
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 2px ${vars.color.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 2px ${vars.color.danger}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceMuted },
  },
});

/** A multi-line control: room for a paragraph, taller on demand. */
export const textarea = style({ minHeight: '120px', resize: 'vertical' });

/** Selects get room for their arrow. */
export const select = style({ paddingInlineEnd: '40px', cursor: 'pointer' });

/** The arrow drawn over a select (an icon, not a background image: partners' CSP may block data: URLs). */
export const selectArrow = style({
  position: 'absolute',
  insetInlineEnd: '12px',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

/** Wraps a control with something drawn inside it (a select's arrow, a show-password button). */
export const withTrailing = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The button inside a control. */
export const trailing = style({
  position: 'absolute',
  insetInlineEnd: '4px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});

/** Help text under a control. */
export const hint = style({ margin: 0, fontSize: textSize(0.8125), color: vars.color.textMuted });

/** Validation messages under a control, each with its icon (the colour is not the only cue). */
export const error = style({
  display: 'flex',
  gap: '6px',
  alignItems: 'flex-start',
  margin: 0,
  fontSize: textSize(0.8125),
  color: vars.color.danger,
});

/** The icon of a validation message, level with its first line. */
export const errorIcon = style({ flex: 'none', marginTop: '2px' });

/** A checkbox and its label on one line. */
export const checkRow = style({
  display: 'flex',
  gap: '10px',
  alignItems: 'flex-start',
  fontSize: textSize(0.9375),
});

/** The checkbox itself; its tick uses the darker primary shade, which clears 3:1 on white. */
export const checkbox = style({
  flex: 'none',
  width: '18px',
  height: '18px',
  marginTop: '3px',
  accentColor: vars.color.primaryText,
});

/** A group of choices: a fieldset without the browser's frame, its choices one under the other. */
export const group = style({
  display: 'grid',
  gap: '10px',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

/** A group's title, styled like a field's label. */
export const groupLegend = style({ padding: 0, marginBottom: '10px' });
