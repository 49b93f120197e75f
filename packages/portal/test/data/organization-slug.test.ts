import type { Organization } from '@facturo/sdk/schemas';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { slugify, withSlugs } from '../../src/data/organization-slug';

const organization = (id: string, name: string) => ({ id, name }) as Organization;

describe('organization URL segments', () => {
  test.each([
    ['Salud del Aburrá', 'salud-del-aburra'],
    ['IPS Clínica Norte S.A.S.', 'ips-clinica-norte-s-a-s'],
    ['  Ñandú & Cía.  ', 'nandu-cia'],
    ['¡¿!', 'organizacion'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  test('a slug is always URL-safe', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(slugify(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });

  test('every organization of a user gets its own segment, even with equal names', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom('Clínica Norte', 'Clinica norte', 'Acme'), { minLength: 8, maxLength: 8 }),
        (ids, names) => {
          const slugs = withSlugs(ids.map((id, index) => organization(id, names[index] ?? 'Acme'))).map(
            (item) => item.slug,
          );
          expect(new Set(slugs).size).toBe(slugs.length);
        },
      ),
    );
  });
});
