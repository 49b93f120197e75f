import * as styles from './avatar.css';

/** Up to two initials of a name (`Valentina Restrepo` → `VR`). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A round badge with a person's or organization's initials; decorative (the name is shown beside it,
 * or is the accessible name of the button it sits in). The initials are drawn by CSS, not written in
 * the DOM: as text they would be visible words missing from that button's name (WCAG 2.5.3, "label in
 * name"), which trips speech-input users and axe.
 */
export function Avatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      data-initials={initialsOf(name)}
      aria-hidden="true"
    />
  );
}
