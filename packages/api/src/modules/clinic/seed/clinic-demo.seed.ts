import { addDays, dateInBogota, isBusinessDay } from '@facturo/sdk/co';
import { bogotaDateTime, type PatientInput, patientInputSchema } from '@facturo/sdk/schemas';
import * as z from 'zod/mini';
import type { Seed } from '../../../kernel/api-module';
import { patientColumns } from '../patients/patient-mapping';
import { type DemoPerson, ensureDemoMember } from './demo-staff';

/** The demo clinic's NIT (created by the organizations seed). */
const DEMO_CLINIC_NIT = '901456789';

const STAFF: readonly DemoPerson[] = [
  {
    email: 'andres.mejia@saludaburra.test',
    role: 'clinician',
    firstName: 'Andrés',
    secondName: 'Felipe',
    firstSurname: 'Mejía',
    secondSurname: 'Rendón',
    documentNumber: '71654987',
    birthdate: '1979-09-03',
    cellphone: '311 555 0190',
  },
  {
    email: 'carolina.ospina@saludaburra.test',
    role: 'clinician',
    firstName: 'Carolina',
    secondName: null,
    firstSurname: 'Ospina',
    secondSurname: 'Vélez',
    documentNumber: '43987123',
    birthdate: '1988-02-21',
    cellphone: '312 555 0133',
  },
  {
    email: 'laura.cardona@saludaburra.test',
    role: 'billing',
    firstName: 'Laura',
    secondName: null,
    firstSurname: 'Cardona',
    secondSurname: 'Arango',
    documentNumber: '1036654321',
    birthdate: '1995-11-08',
    cellphone: '313 555 0177',
  },
];

const medellin = (address: string) => ({
  departmentCode: '05',
  municipalityCode: '05001',
  zone: 'urban',
  address,
});

/** Fictional patients (names and numbers invented; addresses are real neighbourhoods of the Aburrá valley). */
const PATIENTS: readonly PatientInput[] = [
  {
    documentType: 'CC',
    documentNumber: '1017234567',
    firstName: 'Juan',
    secondName: 'Camilo',
    firstSurname: 'Restrepo',
    secondSurname: 'Álvarez',
    birthdate: '1990-05-14',
    sex: 'male',
    phone: '300 555 0101',
    email: 'juan.restrepo@correo.test',
    address: medellin('Calle 10 # 43-20, El Poblado'),
    regime: 'contributory',
    insurerName: 'EPS Sura',
    emergencyContact: { name: 'Marta Álvarez', relationship: 'Madre', phone: '300 555 0102' },
  },
  {
    documentType: 'CC',
    documentNumber: '43512876',
    firstName: 'María',
    secondName: 'Eugenia',
    firstSurname: 'Gómez',
    secondSurname: 'Zapata',
    birthdate: '1968-11-30',
    sex: 'female',
    phone: '604 555 0110',
    address: medellin('Carrera 70 # 44-10, Laureles'),
    regime: 'contributory',
    insurerName: 'Nueva EPS',
  },
  {
    documentType: 'TI',
    documentNumber: '1025987654',
    firstName: 'Sofía',
    secondName: null,
    firstSurname: 'Henao',
    secondSurname: 'Ruiz',
    birthdate: '2011-03-09',
    sex: 'female',
    address: medellin('Calle 48 # 80-15, La América'),
    regime: 'subsidized',
    insurerName: 'Savia Salud EPS',
    emergencyContact: { name: 'Diana Ruiz', relationship: 'Madre', phone: '301 555 0120' },
  },
  {
    documentType: 'PT',
    documentNumber: '5849216',
    firstName: 'José',
    secondName: 'Gregorio',
    firstSurname: 'Pérez',
    secondSurname: null,
    birthdate: '1985-07-22',
    sex: 'male',
    phone: '322 555 0130',
    address: {
      departmentCode: '05',
      municipalityCode: '05088',
      zone: 'urban',
      address: 'Diagonal 55 # 35-40, Bello',
    },
    regime: 'uninsured',
  },
  {
    documentType: 'CC',
    documentNumber: '8312456',
    firstName: 'Luis',
    secondName: 'Alberto',
    firstSurname: 'Ramírez',
    secondSurname: 'Ochoa',
    birthdate: '1952-01-17',
    sex: 'male',
    phone: '604 555 0140',
    address: {
      departmentCode: '05',
      municipalityCode: '05380',
      zone: 'rural',
      address: 'Vereda La Tablaza, finca El Roble',
    },
    regime: 'special',
    insurerName: 'Fondo Nacional de Prestaciones Sociales del Magisterio',
  },
] as PatientInput[];

/** The next `count` business days (no weekend, no festivo) after today in Colombia. */
function nextBusinessDays(today: string, count: number): string[] {
  const days: string[] = [];
  for (let date = addDays(today, 1); days.length < count; date = addDays(date, 1))
    if (isBusinessDay(date)) days.push(date);
  return days;
}

/**
 * The demo clinic's staff (two clinicians and a billing assistant, with credentials in the demo file)
 * and, the first time, a few fictional patients with appointments on the next business days.
 */
export const clinicDemoSeed: Seed = {
  name: 'clinic-demo',
  async run(context) {
    const { deps } = context;
    const clinic = await deps.db
      .selectFrom('organizations')
      .select('id')
      .where('documentType', '=', '31')
      .where('documentNumber', '=', DEMO_CLINIC_NIT)
      .executeTakeFirst();
    if (!clinic) return;
    const staffIds: string[] = [];
    for (const person of STAFF) staffIds.push(await ensureDemoMember(context, clinic.id, person));
    const existing = await deps.db
      .selectFrom('clinicPatients')
      .select('id')
      .where('organizationId', '=', clinic.id)
      .executeTakeFirst();
    if (existing) return;
    const now = deps.clock.now();
    const [first, second] = nextBusinessDays(dateInBogota(now), 2) as [string, string];
    const slots = [
      [first, '08:00'],
      [first, '08:30'],
      [first, '09:00'],
      [second, '10:00'],
      [second, '10:30'],
    ] as const;
    await deps.db.transaction().execute(async (trx) => {
      for (const [index, input] of PATIENTS.entries()) {
        const row = await trx
          .insertInto('clinicPatients')
          .values({
            ...patientColumns(z.parse(patientInputSchema, input)),
            organizationId: clinic.id,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const [date, time] = slots[index] ?? slots[0];
        const startsAt = new Date(bogotaDateTime(date, time));
        await trx
          .insertInto('clinicAppointments')
          .values({
            organizationId: clinic.id,
            patientId: row.id,
            professionalId: staffIds[index % 2] as string,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 30 * 60_000),
            status: 'scheduled',
            notes: index === 0 ? 'Primera vez' : null,
            cancellationReason: null,
            createdBy: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
      }
    });
  },
};
