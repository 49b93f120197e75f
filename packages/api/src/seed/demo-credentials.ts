import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/** One demo account as `npm start` prints it. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

interface CredentialsFile {
  accounts: DemoAccount[];
  note?: string;
}

const NOTE =
  'Cuentas de demostración de la base embebida (se crean al iniciar la API). Los correos no salen: míralos en /api/v1/dev/mailbox.';

/** The accounts recorded in the credentials file (none when it is missing or unreadable). */
export function readDemoAccounts(file: string): DemoAccount[] {
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CredentialsFile>;
    return Array.isArray(parsed.accounts) ? parsed.accounts : [];
  } catch {
    return [];
  }
}

/**
 * Adds or replaces (by e-mail) an account in the credentials file, keeping the others. Written to a
 * temporary file and renamed over it, so a reader (the ERP example, started beside the API) never
 * sees half a file.
 */
export function recordDemoAccount(file: string, account: DemoAccount): void {
  const accounts = readDemoAccounts(file).filter((existing) => existing.email !== account.email);
  accounts.push(account);
  const content: CredentialsFile = { accounts, note: NOTE };
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}
