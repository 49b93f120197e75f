import { beforeAll, describe, expect, test } from 'vitest';
import type { Json } from '../support/api-client';
import { setupTestApp } from '../support/test-app';
import { registerPatient } from './support/clinic-fixtures';
import { clinicScene } from './support/clinic-scene';

const t = setupTestApp();
const scene = clinicScene(t);

// Surnames that tie on the first key, people without a second surname, and namesakes (whose order
// rests on the id alone).
const PEOPLE = [
  ['Gómez', 'Ríos', 'Ana'],
  ['Gómez', null, 'Ana'],
  ['Gómez', null, 'Ana'],
  ['Gómez', 'Arango', 'Beatriz'],
  ['Álvarez', null, 'Carlos'],
  ['Zapata', 'Mejía', 'Daniel'],
  ['Gómez', 'Ríos', 'Ana'],
  ['Pérez', null, 'Elena'],
  ['Pérez', 'Duque', 'Elena'],
  ['Castaño', 'Mora', 'Felipe'],
  ['Gómez', null, 'Zoila'],
  ['Ruiz', 'Vélez', 'Gloria'],
] as const;

beforeAll(async () => {
  for (const [firstSurname, secondSurname, firstName] of PEOPLE) {
    await registerPatient(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
      first_surname: firstSurname,
      second_surname: secondSurname,
      first_name: firstName,
      second_name: null,
    });
  }
  // Two professionals booked at the same times: the order of each pair rests on the id.
  for (const start of ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30']) {
    for (const professional of [scene.andres, scene.carolina]) {
      const booked = await scene.book('admin', `2026-07-08T${start}`, professional);
      expect(booked.status, booked.text).toBe(201);
    }
  }
});

const ids = (body: Json) => (body.items as Json[]).map((item) => item.id as string);

/** Every page by number, every page by following `next_cursor`, and back by `prev_cursor`. */
async function walks(path: string, query: string) {
  const get = async (suffix: string) => {
    const response = await scene.as('owner').get(`${path}?${query}&${suffix}`);
    expect(response.status, response.text).toBe(200);
    return response.body as Json;
  };
  const first = await get('page=1');
  const byNumber: Json[] = [];
  for (let page = 1; page <= Math.ceil(first.total / first.page_size); page++) {
    byNumber.push(await get(`page=${page}`));
  }
  const byCursor: Json[] = [first];
  for (let body = first; body.next_cursor; ) {
    body = await get(`cursor=${body.next_cursor}`);
    byCursor.push(body);
  }
  const backwards: Json[] = [byCursor.at(-1) as Json];
  for (let body = backwards[0] as Json; body.prev_cursor; ) {
    body = await get(`cursor=${body.prev_cursor}`);
    backwards.unshift(body);
  }
  return { first, byNumber, byCursor, backwards };
}

/** The walks agree with each other, every row comes once, and the count is the first one's. */
function expectSameWalks({ first, byNumber, byCursor, backwards }: Awaited<ReturnType<typeof walks>>) {
  expect(byNumber.length).toBeGreaterThan(2);
  expect(byCursor.map(ids)).toEqual(byNumber.map(ids));
  expect(backwards.map(ids)).toEqual(byNumber.map(ids));
  expect(byCursor.map((body) => body.page)).toEqual(byNumber.map((_, index) => index + 1));
  expect(backwards.map((body) => body.page)).toEqual(byNumber.map((_, index) => index + 1));
  expect(new Set(byCursor.flatMap(ids)).size).toBe(first.total);
  expect(byCursor.every((body) => body.total === first.total)).toBe(true);
  expect(first.prev_cursor).toBeNull();
  expect(byCursor.at(-1)?.next_cursor).toBeNull();
}

describe('clinic lists with cursors', () => {
  test('patients: by surname, second surname (none first), name and id, page after page', async () => {
    const result = await walks('/patients', 'page_size=5');
    expectSameWalks(result);
    const names = result.byNumber
      .flatMap((body) => body.items as Json[])
      .map((patient) => `${patient.first_surname} ${patient.second_surname ?? ''}`.trim());
    expect(names.indexOf('Gómez')).toBeLessThan(names.indexOf('Gómez Arango'));
    const search = await walks('/patients', 'page_size=2&q=gomez');
    expectSameWalks(search);
    expect(search.first.total).toBe(7);
  });

  test('appointments: newest first, and by time within a date range', async () => {
    expectSameWalks(await walks('/appointments', 'page_size=5'));
    const range = await walks('/appointments', 'page_size=5&from=2026-07-08&to=2026-07-08');
    expectSameWalks(range);
    const starts = range.byNumber.flatMap((body) => (body.items as Json[]).map((item) => item.starts_at));
    expect(starts).toEqual([...starts].sort());
  });

  test('the audit trail, newest first', async () => {
    expectSameWalks(await walks('/clinic-audit-log', 'page_size=4&action=patient.create'));
  });

  test('following a cursor does not count again, and a cursor for other filters is 400 in words', async () => {
    const first = (await scene.as('owner').get('/patients?page_size=5')).body;
    await registerPatient(t, scene.world.clinic.actors.clinician, scene.world.clinic.id, {
      first_surname: 'Nuevo',
    });
    const second = (await scene.as('owner').get(`/patients?page_size=5&cursor=${first.next_cursor}`)).body;
    expect(second.total).toBe(first.total);
    expect((await scene.as('owner').get('/patients?page_size=5&page=2')).body.total).toBe(first.total + 1);
    for (const [query, locale, message] of [
      [`page_size=4&cursor=${first.next_cursor}`, 'es', /vuelve a la primera página/],
      [`page_size=5&q=ana&cursor=${first.next_cursor}`, 'en', /go back to the first page/],
      ['page_size=5&cursor=otro', 'es', /vuelve a la primera página/],
    ] as const) {
      const response = await scene.as('owner', locale).get(`/patients?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.field_errors.cursor[0]).toMatch(message);
    }
  });
});
