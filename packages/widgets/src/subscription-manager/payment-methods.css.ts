import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/** "Medios de pago", under the subscriptions: set apart by a rule. */
export const section = style({
  display: 'grid',
  gap: '12px',
  paddingTop: '18px',
  borderTop: `1px solid ${vars.color.border}`,
});

/** A card's icon beside its name and expiry. */
export const cardName = style({ display: 'flex', gap: '10px', alignItems: 'center' });

/** A card's list entry: tighter than a subscription's. */
export const card = style({ gap: '10px', padding: '14px' });
