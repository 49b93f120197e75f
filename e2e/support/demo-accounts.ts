import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentEnvironment } from './environment';

/** One of the demo clinic's accounts, as the API's demo seed writes them to the run's credentials file. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** Every demo account of this run's API (`SEED_DEMO`), from its credentials file. */
function demoAccounts(): { file: string; accounts: DemoAccount[] } {
  const file = join(currentEnvironment().dataDir, 'demo-credentials.json');
  return { file, accounts: (JSON.parse(readFileSync(file, 'utf8')) as { accounts: DemoAccount[] }).accounts };
}

/** The demo account with that e-mail. */
export function demoAccount(email: string): DemoAccount {
  const { file, accounts } = demoAccounts();
  const account = accounts.find((item) => item.email === email);
  if (!account) throw new Error(`${email} is not in ${file}: is SEED_DEMO on for the API of this run?`);
  return account;
}

/** The demo clinic's owner. */
export function demoOwner(): DemoAccount {
  const { file, accounts } = demoAccounts();
  const owner = accounts.find((item) => item.role === 'owner');
  if (!owner) throw new Error(`${file} has no owner: is SEED_DEMO on for the API of this run?`);
  return owner;
}
