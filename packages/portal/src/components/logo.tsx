import { Link } from 'react-router';
import { useServices } from '../services/services-context';
import * as styles from './logo.css';

/** The brand mark: a rounded square in the primary colour with an "F". */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--facturo-color-primary, #10D1F4)" />
      <path d="M20 16h26v8H29v7h14v8H29v11h-9z" fill="var(--facturo-color-on-primary, #04232C)" />
    </svg>
  );
}

/** The product's logo linking home; hides the name when `compact` (the collapsed menu). */
export function Logo({ compact = false, to = '/landing-page' }: { compact?: boolean; to?: string }) {
  const { config } = useServices();
  return (
    <Link to={to} className={styles.logo} aria-label={compact ? config.productName : undefined}>
      <LogoMark />
      {compact ? null : <span className={styles.name}>{config.productName}</span>}
    </Link>
  );
}
