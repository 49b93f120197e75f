import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/**
 * Around the provider's card component (slotted from the light DOM): always a light surface, because
 * providers draw their fields for light backgrounds.
 */
export const cardFrame = style({
  minHeight: '120px',
  padding: '14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: '#FFFFFF',
  color: '#132230',
});
