import { vars } from '@facturo/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';

/** A landing section: centred content with generous vertical rhythm. */
export const section = style({
  padding: '72px 20px',
  scrollMarginTop: 60,
  '@media': { [breakpoints.md]: { padding: '96px 24px' } },
});

export const tinted = style({ background: vars.color.surface });

export const inner = style({ maxWidth: 1200, marginInline: 'auto' });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 14,
  maxWidth: 720,
  margin: '0 auto 48px',
});

export const sectionTitle = style({
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
  fontWeight: 700,
  letterSpacing: '-0.01em',
});

export const sectionLead = style({ color: vars.color.textMuted, fontSize: '1.0625rem' });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  padding: '56px 20px 72px',
  background: `radial-gradient(900px 500px at 85% 0%, color-mix(in srgb, ${vars.color.primary} 22%, transparent), transparent 70%), radial-gradient(700px 420px at 0% 100%, color-mix(in srgb, #7367F0 12%, transparent), transparent 70%), ${vars.color.page}`,
  '@media': { [breakpoints.md]: { padding: '88px 24px 104px' } },
});

export const heroGrid = style({
  display: 'grid',
  gap: 48,
  alignItems: 'center',
  '@media': { [breakpoints.nav]: { gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 0.95fr)' } },
});

export const heroTitle = style({
  fontSize: 'clamp(2.1rem, 1.4rem + 3vw, 3.6rem)',
  fontWeight: 700,
  lineHeight: 1.08,
  letterSpacing: '-0.025em',
  margin: '18px 0',
});

export const heroAccent = style({ color: vars.color.primaryText });

export const heroLead = style({ fontSize: '1.1875rem', color: vars.color.textMuted, maxWidth: '52ch' });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 32 });

export const heroPoints = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '10px 22px',
  margin: '28px 0 0',
  padding: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});

globalStyle(`${heroPoints} li`, { display: 'inline-flex', alignItems: 'center', gap: 8 });
globalStyle(`${heroPoints} svg`, { color: vars.color.success });

export const mock = style({
  position: 'relative',
  padding: 24,
  borderRadius: 20,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});

export const mockRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
});

export const mockLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  margin: '20px 0',
  padding: '16px 0',
  borderBlock: `1px dashed ${vars.color.border}`,
});

export const mockTotal = style({ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const mockFloat = style({
  position: 'absolute',
  insetInlineStart: -18,
  bottom: -22,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '12px 16px',
  borderRadius: 14,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  fontWeight: 600,
  fontSize: '0.9375rem',
  '@media': { '(max-width: 599px)': { position: 'static', marginTop: 16 } },
});

export const features = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  padding: 24,
  borderRadius: vars.radius.lg,
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
  transition: 'transform 0.2s, box-shadow 0.2s',
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.card } },
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: 14,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});

export const featureTitle = style({ fontSize: '1.125rem', fontWeight: 700 });

export const featureBody = style({ color: vars.color.textMuted });

// The plans' place while they load (prerendered page, widget texts, the API's answer): the height of a
// row of plan cards, so the sections below do not move when they arrive.
export const plans = style({ minHeight: 640 });

export const serviceTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  margin: '0 0 32px',
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const serviceTab = style({
  padding: '8px 16px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.text,
      color: vars.color.surface,
      borderColor: vars.color.text,
    },
  },
});

export const faqList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  maxWidth: 860,
  marginInline: 'auto',
});

export const faqItem = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[open]': { boxShadow: vars.shadow.card } },
});

export const faqQuestion = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  padding: '18px 20px',
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const faqAnswer = style({ padding: '0 20px 20px', color: vars.color.textMuted });

export const team = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

export const teamCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
  padding: '28px 20px',
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const contactGrid = style({
  display: 'grid',
  gap: 32,
  '@media': { [breakpoints.nav]: { gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)' } },
});

export const contactAside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 18,
  padding: 28,
  borderRadius: vars.radius.lg,
  color: '#F3FBFD',
  background: `linear-gradient(150deg, #0B2233 0%, #0E3A52 60%, color-mix(in srgb, ${vars.color.primary} 40%, #0E3A52) 100%)`,
});

globalStyle(`${contactAside} a`, { color: '#A6F0FC' });

export const newsletter = style({
  display: 'grid',
  gap: 24,
  alignItems: 'center',
  padding: 'clamp(28px, 4vw, 48px)',
  borderRadius: 24,
  background: `linear-gradient(120deg, color-mix(in srgb, ${vars.color.primary} 20%, ${vars.color.surface}), ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.nav]: { gridTemplateColumns: '1fr 1fr' } },
});
