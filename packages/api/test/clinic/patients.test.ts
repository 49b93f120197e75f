import { dateInBogota } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { as, auditEvents, clinicWorld, patientBody, registerPatient } from './support/clinic-fixtures';

const t = setupTestApp();
let world: Awaited<ReturnType<typeof clinicWorld>>;

beforeAll(async () => {
  world = await clinicWorld(t);
});

const clinicAs = (label: keyof typeof world.clinic.actors, locale = 'es') =>
  as(t, world.clinic.actors[label], world.clinic.id, locale);

describe('registering patients', () => {
  test('a clinician registers a patient with a DIVIPOLA address, EPS and emergency contact', async () => {
    const response = await clinicAs('clinician').post(
      '/patients',
      patientBody({ document_number: '1.017.222.333' }),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      document_type: 'CC',
      document_number: '1017222333',
      full_name: 'Ana María Gómez Ríos',
      sex: 'female',
      address: { country: 'CO', municipality_code: '05001', zone: 'urban' },
      regime: 'contributory',
      insurer_name: 'EPS Sura',
      emergency_contact: { name: 'Pedro Gómez', relationship: 'Padre' },
    });
    expect(response.body.created_at).toMatch(/-05:00$/);
  });

  test('a duplicate document in the same clinic is refused with a clear, translated message', async () => {
    await registerPatient(t, world.clinic.actors.clinician, world.clinic.id, { document_number: '43111222' });
    const es = await clinicAs('admin').post(
      '/patients',
      patientBody({ document_number: '43.111.222', first_name: 'Otra' }),
    );
    expectProblem(es, 409, 'patient_document_taken');
    expect(es.body.message).toBe(
      'Ya hay un paciente registrado con este tipo y número de documento. Búscalo en la lista.',
    );
    const en = await clinicAs('admin', 'en').post('/patients', patientBody({ document_number: '43111222' }));
    expect(en.body.message).toMatch(/already registered/);
    // Another clinic may register the same person.
    await registerPatient(t, world.other.actors.clinician, world.other.id, { document_number: '43111222' });
    // Another document type with the same number is another document.
    await registerPatient(t, world.clinic.actors.clinician, world.clinic.id, {
      document_type: 'PA',
      document_number: '43111222',
    });
  });

  test.each([
    {
      name: 'a cédula with letters',
      body: { document_number: '12AB' },
      field: 'document_number',
      message: 'Ingresa entre 3 y 10 dígitos, sin letras ni símbolos.',
    },
    {
      name: 'an unknown health document type',
      body: { document_type: 'XX' },
      field: 'document_type',
      message: 'Elige una de las opciones disponibles.',
    },
    {
      name: 'a birth date in the future',
      body: { birthdate: '2999-01-01' },
      field: 'birthdate',
      message: 'Ingresa una fecha de nacimiento desde 1900 hasta hoy.',
    },
    {
      name: 'an insured patient without EPS',
      body: { insurer_name: '  ' },
      field: 'insurer_name',
      message: 'Este campo es obligatorio.',
    },
    {
      name: 'a municipality of another department',
      body: {
        address: { department_code: '11', municipality_code: '05001', zone: 'urban', address: 'Calle 1' },
      },
      field: 'address.municipality_code',
      message: 'El municipio no pertenece al departamento elegido.',
    },
    {
      name: 'an emergency contact without phone',
      body: { emergency_contact: { name: 'Pedro', relationship: 'Padre' } },
      field: 'emergency_contact.phone',
      message: 'Este campo es obligatorio.',
    },
  ])('$name is a 422 on its field', async ({ body, field, message }) => {
    const response = await clinicAs('clinician').post('/patients', patientBody(body));
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('a municipality code that does not exist in DIVIPOLA is refused', async () => {
    const response = await clinicAs('clinician').post(
      '/patients',
      patientBody({
        address: { department_code: '05', municipality_code: '05999', zone: 'rural', address: 'Vereda X' },
      }),
    );
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors['address.municipality_code']).toEqual([
      'Elige un municipio (código DANE de 5 dígitos).',
    ]);
  });

  test('health-only documents (newborn, unidentified adult) and uninsured patients are accepted', async () => {
    const newborn = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id, {
      document_type: 'CN',
      document_number: 'cn-2026-0001',
      birthdate: dateInBogota(),
      regime: 'uninsured',
      insurer_name: undefined,
    });
    expect(newborn).toMatchObject({
      document_type: 'CN',
      document_number: 'CN-2026-0001',
      insurer_name: null,
    });
  });
});

describe('searching patients', () => {
  beforeAll(async () => {
    const clinician = world.clinic.actors.clinician;
    await registerPatient(t, clinician, world.clinic.id, {
      first_name: 'José',
      second_name: undefined,
      first_surname: 'Núñez',
      second_surname: 'Peña',
      document_number: '71777888',
    });
    await registerPatient(t, clinician, world.clinic.id, {
      first_name: 'Josefina',
      second_name: undefined,
      first_surname: 'Arango',
      document_number: '32999000',
    });
    await registerPatient(t, world.other.actors.clinician, world.other.id, {
      first_name: 'José',
      first_surname: 'Núñez',
      document_number: '71777889',
    });
  });

  test.each([
    { q: 'jose nunez', names: ['José Núñez Peña'] },
    { q: 'NÚÑEZ', names: ['José Núñez Peña'] },
    { q: '71.777', names: ['José Núñez Peña'] },
    { q: 'jose', names: ['Josefina Arango Ríos', 'José Núñez Peña'] },
    { q: '100% _', names: [] },
  ])('"$q" finds $names (accents, case and dots ignored; only this clinic)', async ({ q, names }) => {
    const response = await clinicAs('clinician').get(`/patients?q=${encodeURIComponent(q)}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.items.map((item: { full_name: string }) => item.full_name)).toEqual(names);
  });

  test('pages by surname with the total', async () => {
    const first = await clinicAs('billing').get('/patients?page_size=2');
    const second = await clinicAs('billing').get('/patients?page_size=2&page=2');
    expect(first.body).toMatchObject({ page: 1, page_size: 2 });
    expect(first.body.total).toBeGreaterThan(3);
    expect(first.body.items).toHaveLength(2);
    const surnames = [...first.body.items, ...second.body.items].map(
      (item: { first_surname: string }) => item.first_surname,
    );
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, 'es')));
    expectProblem(await clinicAs('billing').get('/patients?page_size=500'), 400, 'validation_failed');
  });

  test('a search records one event per patient it shows, without its words', async () => {
    const before = (await auditEvents(t, world.clinic.id)).length;
    const response = await clinicAs('billing').get('/patients?q=jose');
    const shown = response.body.items.map((item: { id: string }) => item.id);
    expect(shown).toHaveLength(2);
    const events = (await auditEvents(t, world.clinic.id)).slice(before);
    expect(events.map((event) => [event.action, event.patientId, event.actorId])).toEqual(
      shown.map((id: string) => ['patient.search', id, world.clinic.actors.billing.userId]),
    );
    // Recorded together, by the request that showed them.
    expect(new Set(events.map((event) => `${event.requestId} ${event.at.toISOString()}`)).size).toBe(1);
    await clinicAs('billing').get('/patients?q=nadie');
    expect((await auditEvents(t, world.clinic.id)).at(-1)).toMatchObject({
      action: 'patient.search',
      patientId: null,
    });
    expect(JSON.stringify(await auditEvents(t, world.clinic.id))).not.toMatch(/jose|nadie/);
  });
});

describe('reading and updating a patient', () => {
  test('a change is merged, checked whole and audited; null clears optional fields', async () => {
    const patient = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id);
    const updated = await clinicAs('admin').patch(`/patients/${patient.id}`, {
      phone: null,
      regime: 'subsidized',
      insurer_name: 'Savia Salud EPS',
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      phone: null,
      regime: 'subsidized',
      insurer_name: 'Savia Salud EPS',
      first_name: 'Ana',
    });
    const invalid = await clinicAs('admin').patch(`/patients/${patient.id}`, { insurer_name: null });
    expectProblem(invalid, 422, 'validation_failed');
    expect(invalid.body.field_errors.insurer_name).toEqual(['Este campo es obligatorio.']);
    const read = await clinicAs('billing').get(`/patients/${patient.id}`);
    expect(read.body.regime).toBe('subsidized');
    const events = (await auditEvents(t, world.clinic.id)).filter((event) => event.patientId === patient.id);
    expect(events.map((event) => event.action)).toEqual(['patient.create', 'patient.update', 'patient.read']);
  });

  test('civil status, occupation and companion are kept, changed and cleared like any optional field', async () => {
    const patient = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id, {
      civil_status: 'free_union',
      occupation: '  Docente de primaria ',
      companion: { name: 'Luisa Ríos', phone: '300 555 0177' },
    });
    expect(patient).toMatchObject({
      civil_status: 'free_union',
      occupation: 'Docente de primaria',
      companion: { name: 'Luisa Ríos', phone: '300 555 0177' },
    });
    const changed = await clinicAs('clinician').patch(`/patients/${patient.id}`, {
      civil_status: 'widowed',
      companion: null,
    });
    expect(changed.body).toMatchObject({
      civil_status: 'widowed',
      occupation: 'Docente de primaria',
      companion: null,
    });
    const invalid = await clinicAs('clinician').patch(`/patients/${patient.id}`, {
      civil_status: 'complicated',
      companion: { name: 'Sin teléfono' },
    });
    expectProblem(invalid, 422, 'validation_failed');
    expect(Object.keys(invalid.body.field_errors).sort()).toEqual(['civil_status', 'companion.phone']);
    // Registered without them (as every patient before), they read as null.
    const plain = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id);
    expect(plain).toMatchObject({ civil_status: null, occupation: null, companion: null });
  });

  test('moving a patient onto another patient’s document is refused', async () => {
    const a = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id, {
      document_number: '98765432',
    });
    const b = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id);
    expect(a.id).not.toBe(b.id);
    expectProblem(
      await clinicAs('clinician').patch(`/patients/${b.id}`, { document_number: '98765432' }),
      409,
      'patient_document_taken',
    );
  });

  test('billing and viewers cannot register or change patients; viewers cannot read them', async () => {
    const patient = await registerPatient(t, world.clinic.actors.clinician, world.clinic.id);
    expectProblem(await clinicAs('billing').post('/patients', patientBody()), 403, 'forbidden');
    expectProblem(
      await clinicAs('billing').patch(`/patients/${patient.id}`, { phone: null }),
      403,
      'forbidden',
    );
    expectProblem(await clinicAs('viewer').get(`/patients/${patient.id}`), 403, 'forbidden');
    expectProblem(await clinicAs('viewer').get('/patients'), 403, 'forbidden');
  });

  test('a company organization has no patients (404)', async () => {
    const company = as(t, world.company.actors.owner, world.company.id);
    expectProblem(await company.get('/patients'), 404, 'not_found');
    expectProblem(await company.post('/patients', patientBody()), 404, 'not_found');
  });
});
