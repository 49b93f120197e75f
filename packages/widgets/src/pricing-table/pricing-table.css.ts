import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

/**
 * The table: toggle on top, cards below. One shrinkable column, so a long word or the toggle can
 * never push the table wider than the partner's slot (320 px phones leave ~288 px).
 */
export const table = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '28px',
  padding: '4px',
});

/** The row that centres the cycle toggle; the container the toggle's narrow layout queries. */
export const toolbar = style({ display: 'flex', justifyContent: 'center', containerType: 'inline-size' });

/**
 * The list of plan cards: one column at 320 px, as many 260 px+ cards per row as fit on wide
 * screens. A flex row (not a grid) so a last, shorter row is centred instead of leaving one card
 * stranded on the left; cards stop growing at 340 px so a lone card still looks like a card.
 */
export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '20px',
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each card's cell: sized in em (260–340 px at 16 px), so a larger text size widens the card with it. */
export const gridItem = style({ display: 'flex', flex: '1 1 16.25em', maxWidth: '21.25em', minWidth: 0 });

/** The empty state. */
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '8px',
  padding: '40px 20px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

/** The empty state's first line. */
export const emptyTitle = style({ margin: 0, fontWeight: 600, color: vars.color.text });

/** A paragraph without default margins. */
export const plain = style({ margin: 0 });

/** A placeholder card while plans load. */
export const skeletonCard = style({
  display: 'grid',
  gap: '14px',
  alignContent: 'start',
  minHeight: '380px',
  padding: '24px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The "sample data" note of demo mode. */
export const demoNote = style({
  justifySelf: 'end',
  margin: 0,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '0.75em',
});
