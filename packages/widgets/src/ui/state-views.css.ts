import { style } from '@vanilla-extract/css';
import { tokens } from '../runtime/core/styles/theme.css';

/** A dashed frame around an empty list, centred. */
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '8px',
  padding: '36px 20px',
  textAlign: 'center',
  border: `1px dashed ${tokens.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  color: tokens.color.textMuted,
});

/** The round tinted badge behind the empty state's icon. */
export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  borderRadius: '50%',
  background: tokens.color.primarySoft,
  color: tokens.color.primaryText,
});

/** The empty state's first line. */
export const emptyTitle = style({
  margin: 0,
  fontWeight: 600,
  fontSize: '1.0625em',
  color: tokens.color.text,
});

/** The empty state's explanation. */
export const emptyBody = style({ margin: 0, maxWidth: '46ch' });
