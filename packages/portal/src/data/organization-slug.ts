import type { Organization } from '@facturo/sdk/schemas';

/** A URL segment from a name: lowercase, without accents, words joined by hyphens (`Clínica Norte` → `clinica-norte`). */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'organizacion'
  );
}

/** An organization with the URL segment of its workspace (`/organization/{slug}/{tab}`). */
export type SluggedOrganization = Organization & { slug: string };

const countOf = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/**
 * Gives each organization its URL segment: the slug of its name; when two of the user's
 * organizations share it, plus the start of their ids (or, should those collide too, the whole id),
 * so every URL names exactly one.
 */
export function withSlugs(organizations: readonly Organization[]): SluggedOrganization[] {
  const names = organizations.map((organization) => slugify(organization.name));
  const nameCounts = countOf(names);
  const short = organizations.map((organization, index) =>
    (nameCounts.get(names[index] ?? '') ?? 0) > 1
      ? `${names[index]}-${organization.id.slice(0, 8)}`
      : (names[index] ?? ''),
  );
  const shortCounts = countOf(short);
  return organizations.map((organization, index) => {
    const slug = short[index] ?? '';
    return {
      ...organization,
      slug: (shortCounts.get(slug) ?? 0) > 1 ? `${names[index]}-${organization.id}` : slug,
    };
  });
}
