import { vars } from '@facturo/ui/styles';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const toneColors = {
  info: { background: vars.color.infoSoft, color: vars.color.info },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
};

const alertBase = style({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '12px 16px',
  borderRadius: vars.radius.md,
  fontSize: '0.9375rem',
});

/** Alert colours per tone. */
export const alert = styleVariants(toneColors, (tone) => [alertBase, tone]);

export const alertBody = style({ color: vars.color.text, flex: 1, minWidth: 0 });

export const alertTitle = style({ fontWeight: 650, marginBottom: 2 });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** Badge colours per tone. */
export const badge = styleVariants(toneColors, (tone) => [badgeBase, tone]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 10,
  padding: '40px 16px',
  color: vars.color.textMuted,
});

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const emptyTitle = style({ color: vars.color.text, fontSize: '1.0625rem', fontWeight: 650 });

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

export const loader = style({
  display: 'grid',
  placeItems: 'center',
  gap: 12,
  padding: '64px 16px',
  color: vars.color.textMuted,
});
