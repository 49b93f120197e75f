import { keyframes, style } from '@vanilla-extract/css';
import { textSize } from '../styles/text-size';
import { vars } from '../styles/theme.css';

/** A dashed frame around an empty list, centred. */
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '8px',
  padding: '36px 20px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

/** The round tinted badge behind the empty state's icon. */
export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

/** The empty state's first line. */
export const emptyTitle = style({
  margin: 0,
  fontWeight: 600,
  fontSize: textSize(1.0625),
  color: vars.color.text,
});

/** The empty state's explanation. */
export const emptyBody = style({ margin: 0, maxWidth: '46ch' });

/** The loading state: a spinner over its text, centred. */
export const loader = style({
  display: 'grid',
  placeItems: 'center',
  gap: '12px',
  padding: '64px 16px',
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring in the brand colour, turning. */
export const spinner = style({
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
