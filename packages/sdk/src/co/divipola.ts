/**
 * DIVIPOLA: DANE's codes for Colombia's departments (2 digits) and municipalities (5 digits, the
 * department's code + 3). Store codes, show names. The list of names (~118 kB) is a separate chunk
 * loaded on first use, so a page pays for it only when an address form asks.
 * @module
 */

/** A department (or Bogotá D.C.) with its DANE code. */
export interface Department {
  /** Two digits, e.g. `05`. */
  code: string;
  /** Official name, e.g. `Antioquia`. */
  name: string;
}

/** `municipio`, or `area-no-municipalizada` (18 territories in Amazonas, Guainía and Vaupés). */
export type MunicipalityKind = 'municipio' | 'area-no-municipalizada';

/** A municipality (or área no municipalizada) with its DANE code. */
export interface Municipality {
  /** Five digits, starting with the department's code, e.g. `05001`. */
  code: string;
  /** Official name, e.g. `Medellín`. */
  name: string;
  /** The department's two-digit code. */
  departmentCode: string;
  kind: MunicipalityKind;
}

/**
 * The 33 department codes (32 departments and Bogotá D.C.), kept in the main bundle so schemas can
 * check a department synchronously; a test keeps them equal to the data file.
 */
export const DEPARTMENT_CODES: readonly string[] = [
  '05',
  '08',
  '11',
  '13',
  '15',
  '17',
  '18',
  '19',
  '20',
  '23',
  '25',
  '27',
  '41',
  '44',
  '47',
  '50',
  '52',
  '54',
  '63',
  '66',
  '68',
  '70',
  '73',
  '76',
  '81',
  '85',
  '86',
  '88',
  '91',
  '94',
  '95',
  '97',
  '99',
];

/** Whether `code` is one of the 33 DANE department codes. */
export function isDepartmentCode(code: string): boolean {
  return DEPARTMENT_CODES.includes(code);
}

interface DivipolaIndex {
  departments: Department[];
  byDepartment: Map<string, Municipality[]>;
  byCode: Map<string, Municipality>;
}

let index: Promise<DivipolaIndex> | undefined;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function loadIndex(): Promise<DivipolaIndex> {
  index ??= import('./divipola.data.json').then(
    ({ default: data }) => {
      // Frozen: every caller shares these objects.
      const municipalities = (data.municipalities as Municipality[])
        .map((unit) => Object.freeze(unit))
        .sort(byName);
      const byDepartment = new Map<string, Municipality[]>();
      for (const municipality of municipalities) {
        const list = byDepartment.get(municipality.departmentCode) ?? [];
        list.push(municipality);
        byDepartment.set(municipality.departmentCode, list);
      }
      return {
        departments: data.departments.map((department) => Object.freeze(department)).sort(byName),
        byDepartment,
        byCode: new Map(municipalities.map((municipality) => [municipality.code, municipality])),
      };
    },
    (error: unknown) => {
      // Let the next call retry (a chunk download can fail on a flaky connection).
      index = undefined;
      throw error;
    },
  );
  return index;
}

/** The 33 departments, sorted by name (Spanish collation). Loads the DIVIPOLA chunk on first use. */
export async function departments(): Promise<Department[]> {
  return (await loadIndex()).departments.slice();
}

/**
 * The municipalities and áreas no municipalizadas of a department, sorted by name; an empty array for
 * an unknown department code. Loads the DIVIPOLA chunk on first use.
 * @example (await municipalities('91')).length // 11
 */
export async function municipalities(departmentCode: string): Promise<Municipality[]> {
  return ((await loadIndex()).byDepartment.get(departmentCode) ?? []).slice();
}

/**
 * The municipality with a 5-digit DANE code, or `undefined` when no such code exists (the API uses it
 * to check an address beyond its format).
 * @example (await findMunicipality('05001'))?.name // 'Medellín'
 */
export async function findMunicipality(code: string): Promise<Municipality | undefined> {
  return (await loadIndex()).byCode.get(code);
}
