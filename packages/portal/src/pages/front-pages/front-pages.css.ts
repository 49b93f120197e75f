import { vars } from '@facturo/ui/styles';
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../styles/breakpoints';
import { bareList } from '../../styles/fragments.css';

export const container = style({
  maxWidth: 1200,
  marginInline: 'auto',
  padding: '40px 16px 0',
  '@media': { [breakpoints.md]: { padding: '56px 24px 0' } },
});

export const helpHero = style({
  padding: '56px 20px',
  textAlign: 'center',
  background: `radial-gradient(800px 320px at 50% 0%, color-mix(in srgb, ${vars.color.primary} 20%, transparent), transparent), ${vars.color.page}`,
});

export const searchBox = style({ maxWidth: 560, margin: '24px auto 0' });

export const categories = style({ display: 'flex', flexDirection: 'column', gap: 40 });

export const articles = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  ...bareList,
});

export const articleCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  padding: 22,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 0.2s',
  selectors: { '&:hover': { transform: 'translateY(-2px)' } },
});

export const article = style({ maxWidth: 760, marginInline: 'auto' });

export const articleBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  marginBottom: 20,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});
