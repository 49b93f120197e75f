import type { ReactNode } from 'react';
import * as styles from './badge.css';

/** A colour family for badges (the kit's alert tones). */
export type Tone = keyof typeof styles.badge;

/** A short coloured label (statuses, roles). */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}
