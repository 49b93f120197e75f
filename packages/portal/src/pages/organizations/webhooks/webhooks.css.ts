import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';

const monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** The endpoints, one under the other. */
export const endpoints = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The line around one endpoint. */
export const endpointRow = style({
  padding: '18px 0',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { borderBottom: 'none', paddingBottom: 0 },
  },
});

/** One endpoint: its address, what it receives, how it is doing, and what can be done with it. */
export const endpoint = style({ display: 'flex', flexDirection: 'column', gap: 10 });

export const endpointHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 });

/** An endpoint URL: long and unbroken, so it wraps anywhere rather than widening the page. */
export const url = style({
  fontFamily: monospace,
  fontSize: '0.9375rem',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const events = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const event = style({
  padding: '2px 8px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 18px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

/** The delivery log under an endpoint. */
export const deliveries = style({ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 4 });

export const deliveriesTitle = style({ fontSize: '0.9375rem', fontWeight: 650 });

/** A status badge with the next attempt under it. */
export const statusCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
});

/** The verification example under a new secret. */
export const snippet = style({
  margin: '8px 0 0',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: monospace,
  fontSize: '0.8125rem',
  // Wrapped rather than scrolled: a scrolling box would need its own keyboard stop.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const snippetTitle = style({ fontWeight: 650, marginTop: 14 });
