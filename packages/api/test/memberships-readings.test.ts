import { nitCheckDigit } from '@facturo/sdk/co';
import { describe, expect, test } from 'vitest';
import {
  membershipsColumn,
  membershipsOfUser,
  sortMemberships,
} from '../src/identity/memberships.repository';
import { call } from './support/api-client';
import { addMember, createTeam, signUp, validOrganization } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

// A user's memberships are read two ways: the session lookup's JSON column (every authenticated
// request) and the list `/me` and the session answers use. The permissions follow the first, the pages
// show the second: they must never disagree on the organizations, the roles or their order.
async function bothReadings(userId: string) {
  const row = await t.deps.db
    .selectFrom('users')
    .select((eb) => membershipsColumn(eb.ref('users.id')).as('memberships'))
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { column: sortMemberships(row.memberships), list: await membershipsOfUser(t.deps.db, userId) };
}

describe('the two readings of a user’s memberships', () => {
  test('the same organizations, names, kinds, roles and order', async () => {
    const { owner, id } = await createTeam(t);
    const member = await addMember(t, owner, id, 'billing');
    // Names out of creation order, one with an accented initial (sorted as a Spanish reader sorts it,
    // not after Z), and two alike (their order then follows the organization id).
    const names = ['Zapatería El Paso S.A.S.', 'Ánfora Salud IPS', 'Ánfora Salud IPS'];
    for (const [index, name] of names.entries()) {
      const nit = `90012345${index}`;
      const taxpayer = {
        ...validOrganization().taxpayer,
        company_name: name,
        commercial_name: name,
        document_number: nit,
        verification_digit: String(nitCheckDigit(nit)),
      };
      const created = await call(t.app, 'POST', '/organizations', {
        token: member.accessToken,
        body: validOrganization({ taxpayer }),
      });
      expect(created.status, created.text).toBe(201);
    }
    const { column, list } = await bothReadings(member.userId);
    expect(list.map((membership) => membership.name)).toEqual([
      'Ánfora Salud IPS',
      'Ánfora Salud IPS',
      'Los Andes',
      'Zapatería El Paso S.A.S.',
    ]);
    expect(new Set(list.map((membership) => membership.role))).toEqual(new Set(['billing', 'owner']));
    expect(column).toEqual(list);
    // The organizations list and `/me` answer in that order too.
    const organizations = await call(t.app, 'GET', '/organizations', { token: member.accessToken });
    expect(organizations.body.items.map((item: { id: string }) => item.id)).toEqual(
      list.map((membership) => membership.organizationId),
    );
  });

  test('none: both are an empty list', async () => {
    const user = await signUp(t);
    const { column, list } = await bothReadings(user.userId);
    expect(list).toEqual([]);
    expect(column).toEqual([]);
  });
});
