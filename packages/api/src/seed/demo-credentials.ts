import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { passwordFingerprint } from '../security/demo-passwords';

/** One demo account as `npm start` prints it. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  /**
   * {@link passwordFingerprint} of the account's hash and this password when it was recorded: while
   * the account keeps that hash, the password still works, with no argon2id check (~0.3 s a restart).
   */
  passwordFingerprint?: string;
}

interface CredentialsFile {
  accounts: DemoAccount[];
  note?: string;
}

const NOTE =
  'Cuentas de demostración de la base embebida (se crean al iniciar la API). Los correos no salen: míralos en /api/v1/dev/mailbox.';

/**
 * Keeps a recorded account whose password still works, adding the fingerprint of `passwordHash`
 * when the file lacks it (a file from before fingerprints, checked with argon2id this once).
 */
export function keepDemoAccount(file: string, recorded: DemoAccount, passwordHash: string): void {
  if (recorded.passwordFingerprint !== passwordFingerprint(passwordHash, recorded.password)) {
    recordDemoAccount(file, recorded, passwordHash);
  }
}

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
 * Adds or replaces (by e-mail) an account in the credentials file, keeping the others, with the
 * fingerprint of `passwordHash`, the account's hash of its password. Written to a temporary file and
 * renamed over it, so a reader (the ERP example, started beside the API) never sees half a file.
 */
export function recordDemoAccount(
  file: string,
  { role, email, password }: DemoAccount,
  passwordHash: string,
): void {
  const accounts = readDemoAccounts(file).filter((existing) => existing.email !== email);
  accounts.push({ role, email, password, passwordFingerprint: passwordFingerprint(passwordHash, password) });
  const content: CredentialsFile = { accounts, note: NOTE };
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}
