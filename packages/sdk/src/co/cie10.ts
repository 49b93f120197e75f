/**
 * CIE-10 (ICD-10) diagnosis codes as Colombia writes them: four characters, a letter, two digits and
 * a fourth character that is the subcategory digit or `X` when the category has no subcategories
 * (`J069`, `I10X`), as in MinSalud's CIE-10 reference table that RIPS validates against.
 *
 * The full classification (~12,000 codes) is not bundled: any well-formed code is accepted, and the
 * short list here only helps find the codes an outpatient clinic uses most. Its titles follow the
 * Spanish edition of the classification (OPS/OMS) and the WHO's English one.
 * @module
 */
import type { LocalizedText } from './localized-text';

/** A common diagnosis: its Colombian 4-character code and title. */
export interface Cie10Code {
  code: string;
  name: LocalizedText;
}

const PATTERN = /^[A-Z]\d{2}[\dX]$/;

/**
 * A code as typed, in the stored form: trimmed, upper-cased and without the dot (`j06.9` → `J069`).
 * It is not checked here; see {@link isCie10Code}.
 */
export function normalizeCie10(code: string): string {
  return code.trim().toUpperCase().replace('.', '');
}

/** Whether `code` (already normalized) is a well-formed Colombian CIE-10 code, e.g. `J069` or `I10X`. */
export function isCie10Code(code: string): boolean {
  return PATTERN.test(code);
}

const entry = (code: string, es: string, en: string): Cie10Code => ({ code, name: { es, en } });

/** Diagnoses frequent in Colombian outpatient consultation, by code. */
export const COMMON_CIE10_CODES: readonly Cie10Code[] = [
  entry(
    'A09X',
    'Diarrea y gastroenteritis de presunto origen infeccioso',
    'Diarrhoea and gastroenteritis of presumed infectious origin',
  ),
  entry('B349', 'Infección viral, no especificada', 'Viral infection, unspecified'),
  entry('D649', 'Anemia de tipo no especificado', 'Anaemia, unspecified'),
  entry('E039', 'Hipotiroidismo, no especificado', 'Hypothyroidism, unspecified'),
  entry(
    'E119',
    'Diabetes mellitus no insulinodependiente, sin mención de complicación',
    'Type 2 diabetes mellitus without complications',
  ),
  entry('E669', 'Obesidad, no especificada', 'Obesity, unspecified'),
  entry('E785', 'Hiperlipidemia, no especificada', 'Hyperlipidaemia, unspecified'),
  entry('F329', 'Episodio depresivo, no especificado', 'Depressive episode, unspecified'),
  entry('F411', 'Trastorno de ansiedad generalizada', 'Generalized anxiety disorder'),
  entry('F419', 'Trastorno de ansiedad, no especificado', 'Anxiety disorder, unspecified'),
  entry('G439', 'Migraña, no especificada', 'Migraine, unspecified'),
  entry('H103', 'Conjuntivitis aguda, no especificada', 'Acute conjunctivitis, unspecified'),
  entry('H669', 'Otitis media, no especificada', 'Otitis media, unspecified'),
  entry('I10X', 'Hipertensión esencial (primaria)', 'Essential (primary) hypertension'),
  entry('J00X', 'Rinofaringitis aguda (resfriado común)', 'Acute nasopharyngitis (common cold)'),
  entry('J029', 'Faringitis aguda, no especificada', 'Acute pharyngitis, unspecified'),
  entry('J039', 'Amigdalitis aguda, no especificada', 'Acute tonsillitis, unspecified'),
  entry(
    'J069',
    'Infección aguda de las vías respiratorias superiores, no especificada',
    'Acute upper respiratory infection, unspecified',
  ),
  entry('J209', 'Bronquitis aguda, no especificada', 'Acute bronchitis, unspecified'),
  entry('J459', 'Asma, no especificada', 'Asthma, unspecified'),
  entry('K021', 'Caries de la dentina', 'Caries of dentine'),
  entry(
    'K219',
    'Enfermedad del reflujo gastroesofágico sin esofagitis',
    'Gastro-oesophageal reflux disease without oesophagitis',
  ),
  entry('K297', 'Gastritis, no especificada', 'Gastritis, unspecified'),
  entry('K30X', 'Dispepsia', 'Dyspepsia'),
  entry('K590', 'Constipación', 'Constipation'),
  entry('L309', 'Dermatitis, no especificada', 'Dermatitis, unspecified'),
  entry('M255', 'Dolor en articulación', 'Pain in joint'),
  entry('M545', 'Lumbago no especificado', 'Low back pain'),
  entry('M791', 'Mialgia', 'Myalgia'),
  entry(
    'N390',
    'Infección de vías urinarias, sitio no especificado',
    'Urinary tract infection, site not specified',
  ),
  entry('N760', 'Vaginitis aguda', 'Acute vaginitis'),
  entry('R05X', 'Tos', 'Cough'),
  entry('R104', 'Otros dolores abdominales y los no especificados', 'Other and unspecified abdominal pain'),
  entry('R42X', 'Mareo y desvanecimiento', 'Dizziness and giddiness'),
  entry('R509', 'Fiebre, no especificada', 'Fever, unspecified'),
  entry('R51X', 'Cefalea', 'Headache'),
  entry('U071', 'COVID-19, virus identificado', 'COVID-19, virus identified'),
  entry('Z000', 'Examen médico general', 'General medical examination'),
  entry('Z001', 'Control de salud de rutina del niño', 'Routine child health examination'),
  entry('Z012', 'Examen odontológico', 'Dental examination'),
  entry(
    'Z300',
    'Consejo y asesoramiento general sobre la anticoncepción',
    'General counselling and advice on contraception',
  ),
  entry('Z348', 'Supervisión de otros embarazos normales', 'Supervision of other normal pregnancy'),
];

/** Lower-case, without accents, so "cefalea" finds "Cefalea" and "migrana" finds "Migraña". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The common codes matching a query: a code prefix (`J0`, `j06.`) or words found in either
 * language's title, in any order and without accents (`dolor abdominal`). At most `limit` results.
 */
export function searchCommonCie10(query: string, limit = 10): Cie10Code[] {
  const code = normalizeCie10(query);
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return COMMON_CIE10_CODES.filter((item) => {
    if (item.code.startsWith(code)) return true;
    const title = foldForSearch(`${item.name.es} ${item.name.en}`);
    return words.every((word) => title.includes(word));
  }).slice(0, limit);
}
