import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

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
  fontSize: '1.0625em',
  color: vars.color.text,
});

/** The empty state's explanation. */
export const emptyBody = style({ margin: 0, maxWidth: '46ch' });
