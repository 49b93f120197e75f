import { describe, expect, test } from 'vitest';
import { collectMigrations } from '../src/db/migrate';
import type { ApiModule } from '../src/kernel/api-module';
import { accountsModule } from '../src/modules/accounts/accounts.module';
import { apiModules } from '../src/modules/index';
import { organizationsModule } from '../src/modules/organizations/organizations.module';
import { platformModule } from '../src/modules/platform/platform.module';

const noop = { up: async () => undefined };
const moduleWith = (name: string, names: string[]): ApiModule => ({
  name,
  routes: [],
  migrations: Object.fromEntries(names.map((migration) => [migration, noop])),
});

describe('collectMigrations', () => {
  test('the accounts, organizations and platform migrations sit in their range (0001–0099), later ones in the shared 0300+ sequence', () => {
    const names = Object.keys(collectMigrations([platformModule, accountsModule, organizationsModule]));
    expect(names.sort()).toEqual([
      '0001-accounts',
      '0002-platform',
      '0003-organizations',
      '0004-legal-consent',
      '0390-mail-queue',
    ]);
  });

  test('every registered module’s migrations combine without clashes', () => {
    expect(Object.keys(collectMigrations(apiModules)).length).toBeGreaterThanOrEqual(3);
  });

  test.each(['1-users', '0001_users', '0001-Users', 'users', '0001-'])('rejects the name %s', (name) => {
    expect(() => collectMigrations([moduleWith('m', [name])])).toThrow(/NNNN-kebab-case/);
  });

  test('rejects two modules using the same number', () => {
    expect(() =>
      collectMigrations([moduleWith('billing', ['0105-plans']), moduleWith('clinic', ['0105-patients'])]),
    ).toThrow(/0105 is used twice \(billing\/0105-plans and clinic\/0105-patients\)/);
  });
});
