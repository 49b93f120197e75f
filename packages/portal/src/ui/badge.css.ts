import { vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

const toneColors = {
  info: { background: vars.color.infoSoft, color: vars.color.info },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
};

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
