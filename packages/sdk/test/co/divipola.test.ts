import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  DEPARTMENT_CODES,
  departments,
  findMunicipality,
  isDepartmentCode,
  municipalities,
} from '../../src/co/divipola';

describe('DIVIPOLA', () => {
  test('33 departments, sorted by name, equal to the synchronous code list', async () => {
    const list = await departments();
    expect(list).toHaveLength(33);
    expect(list[0]).toEqual({ code: '91', name: 'Amazonas' });
    expect(list.map(({ code }) => code).sort()).toEqual([...DEPARTMENT_CODES].sort());
  });

  test('1,122 units: 1,104 municipalities and 18 áreas no municipalizadas', async () => {
    const all = (await Promise.all(DEPARTMENT_CODES.map((code) => municipalities(code)))).flat();
    expect(all).toHaveLength(1_122);
    expect(all.filter(({ kind }) => kind === 'municipio')).toHaveLength(1_104);
    expect(all.filter(({ kind }) => kind === 'area-no-municipalizada')).toHaveLength(18);
    expect(
      all.every(({ code, departmentCode }) => /^\d{5}$/.test(code) && code.startsWith(departmentCode)),
    ).toBe(true);
  });

  test.each([
    { departmentCode: '05', count: 125 },
    { departmentCode: '11', count: 1 },
    { departmentCode: '25', count: 116 },
    { departmentCode: '88', count: 2 },
    { departmentCode: '91', count: 11 },
    { departmentCode: '99', count: 4 },
    { departmentCode: '00', count: 0 },
  ])('department $departmentCode has $count units', async ({ departmentCode, count }) => {
    expect(await municipalities(departmentCode)).toHaveLength(count);
  });

  test('municipalities are sorted by name in Spanish', async () => {
    const names = (await municipalities('05')).map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  test.each([
    { code: '05001', name: 'Medellín' },
    { code: '08001', name: 'Barranquilla' },
    { code: '11001', name: 'Bogotá, D.C.' },
    { code: '13001', name: 'Cartagena de Indias' },
    { code: '76001', name: 'Santiago de Cali' },
    { code: '88001', name: 'San Andrés' },
    { code: '91001', name: 'Leticia' },
    { code: '94343', name: 'Barrancominas' },
    { code: '27493', name: 'Nuevo Belén de Bajirá' },
  ])('finds $code $name', async ({ code, name }) => {
    expect(await findMunicipality(code)).toMatchObject({ code, name, departmentCode: code.slice(0, 2) });
  });

  test.each(['94663', '27086', '99999', ''])(
    '%j is not a municipality (retired or unknown)',
    async (code) => {
      expect(await findMunicipality(code)).toBeUndefined();
    },
  );

  test('callers get copies, not the cache', async () => {
    (await municipalities('11')).pop();
    (await departments()).pop();
    expect(await municipalities('11')).toHaveLength(1);
    expect(await departments()).toHaveLength(33);
  });

  test.each([
    { code: '05', known: true },
    { code: '99', known: true },
    { code: '00', known: false },
    { code: '5', known: false },
  ])('isDepartmentCode($code) → $known', ({ code, known }) => {
    expect(isDepartmentCode(code)).toBe(known);
  });

  test('the data is reached only through a dynamic import, so bundlers keep it in its own chunk', () => {
    const sourceDir = join(import.meta.dirname, '..', '..', 'src');
    const importers = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        [
          ...readFileSync(join(sourceDir, file), 'utf8').matchAll(
            /(import\s*\(|from)\s*['"][^'"]*divipola\.data\.json/g,
          ),
        ].map((match) => `${file}: ${match[1]}`),
      );
    expect(importers).toEqual([`${join('co', 'divipola.ts')}: import(`]);
  });
});
