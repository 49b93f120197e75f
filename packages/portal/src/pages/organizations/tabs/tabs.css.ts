import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

export const statIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 46,
  height: 46,
  flexShrink: 0,
  borderRadius: 12,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const statValue = style({ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 });

export const alertRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '12px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const prefixName = style({ fontWeight: 700, fontSize: '1.0625rem', minWidth: 64 });

export const secret = style({
  display: 'block',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
});

export const roleCard = style({ display: 'flex', flexDirection: 'column', gap: 10 });

export const capabilities = style({
  margin: 0,
  paddingInlineStart: 20,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

export const scope = style({
  padding: '1px 6px',
  borderRadius: 4,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
});

/** Holds a secret shown once; it takes the focus when it appears (see `OneTimeSecret`). */
export const secretPanel = style({ borderRadius: vars.radius.sm, outlineOffset: 2 });
