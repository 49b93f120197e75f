import type { DianStatus, InvoiceStatus } from '@facturo/sdk/schemas';
import { darkTheme, vars } from '@facturo/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.8125em',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&::before': {
      content: '""',
      width: '7px',
      height: '7px',
      borderRadius: '50%',
      background: 'currentColor',
    },
  },
});

// One hue per status; text is darkened on light surfaces and lightened on dark ones to stay readable.
const HUES: Record<InvoiceStatus, string> = {
  paid: '#13884F',
  unpaid: '#C2620A',
  partially_paid: '#2563C9',
  pending: '#6B7A8C',
  in_process: '#0A8FB0',
  cancelled: '#4A5563',
  refunded: '#7C4DCC',
  expired: '#C5283D',
};

/** Coloured pills, one per key of `hues`: tinted background, text darkened (light) or lightened (dark). */
function pillVariants<Key extends string>(hues: Record<Key, string>) {
  return styleVariants(hues, (hue) => [
    base,
    {
      background: `color-mix(in srgb, ${hue} 14%, ${vars.color.surface})`,
      color: `color-mix(in srgb, ${hue} 78%, #000)`,
      selectors: {
        [`${darkTheme} &`]: {
          background: `color-mix(in srgb, ${hue} 24%, ${vars.color.surface})`,
          color: `color-mix(in srgb, ${hue} 45%, #fff)`,
        },
      },
    },
  ]);
}

/** The coloured pill of each invoice status. */
export const badge = pillVariants(HUES);

/** The pill of each state at DIAN: waiting, accepted (a legal document), rejected. */
export const dianBadge = pillVariants<DianStatus>({
  pending: '#6B7A8C',
  accepted: '#13884F',
  rejected: '#C5283D',
});
