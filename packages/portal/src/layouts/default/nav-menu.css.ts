import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { columnList } from '../../styles/fragments.css';

export const list = style({
  ...columnList,
  gap: 2,
});

export const nested = style({ paddingInlineStart: 12, marginTop: 2 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 42,
  padding: '8px 14px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '0.9375rem',
  fontWeight: 500,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: `linear-gradient(72deg, ${vars.color.primary}, color-mix(in srgb, ${vars.color.primary} 70%, #fff))`,
      color: vars.color.onPrimary,
      boxShadow: `0 2px 6px -1px color-mix(in srgb, ${vars.color.primary} 50%, transparent)`,
      fontWeight: 600,
    },
    '&[data-active-group="true"]': { background: vars.color.surfaceMuted, fontWeight: 600 },
  },
});

/** A link's icon: its full size whatever the label beside it needs. */
export const icon = style({ flexShrink: 0 });

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 0.2s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});
