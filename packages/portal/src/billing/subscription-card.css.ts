import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { bareList } from '../styles/fragments.css';

export const list = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  ...bareList,
});

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 12,
  marginBottom: 16,
});

export const plan = style({ fontSize: '1.125rem', fontWeight: 700 });

export const meter = style({
  height: 8,
  borderRadius: 999,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  margin: '8px 0 4px',
});

export const meterFill = style({
  height: '100%',
  borderRadius: 999,
  background: vars.color.primary,
  // Amber and red fills (decorative: the numbers are written above the bar).
  selectors: {
    '&[data-level="high"]': { background: '#F5A524' },
    '&[data-level="over"]': { background: vars.color.danger },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: 10, marginTop: 18 });

/** Cancel / undo, and the audit trail, under the card's figures. */
export const changes = style({
  display: 'grid',
  justifyItems: 'start',
  gap: 10,
  marginTop: 16,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The card's actions in one row, wrapping on a narrow card. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, ':empty': { display: 'none' } });

export const history = style({ width: '100%', fontSize: '0.875rem' });

export const historyList = style({ margin: '8px 0 0', paddingInlineStart: 18, display: 'grid', gap: 6 });
