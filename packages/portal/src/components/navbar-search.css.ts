import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { dialogSurface } from '../styles/fragments.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 40,
  padding: '0 12px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

// On a phone only the icon shows; the word stays for screen readers (it is the button's name).
export const triggerText = style({
  '@media': {
    '(max-width: 759px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const kbd = style({
  padding: '1px 6px',
  borderRadius: 4,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.75rem',
  fontFamily: 'inherit',
  '@media': { '(max-width: 759px)': { display: 'none' } },
});

export const dialog = style({
  width: 'min(620px, calc(100vw - 24px))',
  marginTop: '10vh',
  ...dialogSurface,
  borderRadius: vars.radius.lg,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '12px 16px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 40,
  border: 'none',
  background: 'transparent',
  fontSize: '1rem',
  selectors: { '&:focus': { outline: 'none' } },
});

export const results = style({ maxHeight: '60vh', overflowY: 'auto', padding: 8 });

export const groupTitle = style({
  padding: '8px 12px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.primaryText },
  },
});

export const hint = style({ padding: '18px 16px', color: vars.color.textMuted, textAlign: 'center' });
