import { vars } from '@facturo/ui/styles';
import { globalStyle } from '@vanilla-extract/css';
import { table } from './page.css';

// Below the md breakpoint a table becomes a list of cards: each row a card, each cell a line with
// its column's name (`data-label`, set by DataTable and ClinicTable) before its value, so the key
// fields (role, expiry, alerts, next charge) never sit off-screen in a sideways scroll.
const PHONE = 'screen and (max-width: 759.98px)';

globalStyle(`${table} thead`, {
  '@media': {
    [PHONE]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table}, ${table} tbody, ${table} tr`, { '@media': { [PHONE]: { display: 'block' } } });
globalStyle(`${table} tbody tr`, {
  '@media': {
    [PHONE]: { padding: '8px 0', borderBottom: `1px solid ${vars.color.border}` },
  },
});
globalStyle(`${table} tbody tr:last-child`, { '@media': { [PHONE]: { borderBottom: 'none' } } });
globalStyle(`${table} tbody td, ${table} tbody th`, {
  '@media': {
    [PHONE]: {
      display: 'grid',
      // The value column may shrink below its content: a long e-mail wraps instead of widening the page.
      gridTemplateColumns: 'minmax(96px, 38%) minmax(0, 1fr)',
      overflowWrap: 'anywhere',
      gap: 12,
      alignItems: 'baseline',
      padding: '4px 16px',
      border: 'none',
      textAlign: 'start',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} tbody td::before, ${table} tbody th::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: '0.8125rem',
      fontWeight: 650,
    },
  },
});
// An actions cell has no visible column name: its buttons take the whole line.
globalStyle(`${table} tbody td[data-label=""], ${table} tbody td:not([data-label])`, {
  '@media': { [PHONE]: { display: 'block' } },
});
globalStyle(`${table} tbody td[data-label=""]::before, ${table} tbody td:not([data-label])::before`, {
  '@media': { [PHONE]: { content: 'none' } },
});
// With the table a block, a caption would shrink to its longest word: it spans the card instead.
globalStyle(`${table} caption`, { '@media': { [PHONE]: { display: 'block' } } });
