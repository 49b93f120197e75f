import type { FiscalResponsibilityCode } from '@facturo/sdk/co';
import type { Generated } from 'kysely';
import type { Json } from '../../db/jsonb';

/** `users`: accounts whose e-mail is verified and whose sign-up is complete. */
export interface UsersTable {
  id: Generated<string>;
  /** Lower-case; unique. */
  email: string;
  passwordHash: string;
  /** Unique regardless of case. */
  username: string | null;
  language: string;
  firstName: string;
  secondName: string | null;
  firstSurname: string;
  secondSurname: string | null;
  /** `YYYY-MM-DD`. */
  birthdate: string | null;
  phone: string | null;
  cellphone: string | null;
  taxpayerType: string;
  documentType: string;
  documentNumber: string;
  verificationDigit: string | null;
  ivaResponsible: boolean;
  electronicBiller: boolean;
  fiscalResponsibilities: Json<FiscalResponsibilityCode[]>;
  taxScheme: string;
  companyName: string | null;
  commercialName: string | null;
  termsAcceptedAt: Date;
  /** The versions of the terms and the data policy accepted, and from where (IP, browser). */
  termsVersion: Generated<string | null>;
  privacyVersion: Generated<string | null>;
  consentIp: Generated<string | null>;
  consentUserAgent: Generated<string | null>;
  passwordChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** `pending_registrations`: sign-ups waiting for their e-mail code, then for the last step. */
export interface PendingRegistrationsTable {
  email: string;
  passwordHash: string;
  firstName: string;
  secondName: string | null;
  firstSurname: string;
  secondSurname: string | null;
  language: string;
  termsAcceptedAt: Date;
  /** The versions of the terms and the data policy accepted, and from where (IP, browser). */
  termsVersion: Generated<string | null>;
  privacyVersion: Generated<string | null>;
  consentIp: Generated<string | null>;
  consentUserAgent: Generated<string | null>;
  codeHash: string;
  codeSentAt: Date;
  codeExpiresAt: Date;
  codeAttempts: number;
  codeUsedAt: Date | null;
  registrationTokenHash: string | null;
  registrationTokenExpiresAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
}

/** `sessions`: one per login; a refresh-token family. Revoking it ends the session everywhere. */
export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  createdAt: Date;
  lastRefreshedAt: Date;
  revokedAt: Date | null;
  /** `logout`, `reuse_detected`, `password_reset`. */
  revokedReason: string | null;
  userAgent: string | null;
}

/** `refresh_tokens`: the rotating tokens of a session, stored as SHA-256 hashes. */
export interface RefreshTokensTable {
  id: Generated<string>;
  sessionId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set when the token is exchanged; a second use means it was stolen. */
  usedAt: Date | null;
}

/** `password_resets`: single-use reset links, stored as SHA-256 hashes. */
export interface PasswordResetsTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

declare module '../../db/database.types' {
  interface Database {
    users: UsersTable;
    pendingRegistrations: PendingRegistrationsTable;
    sessions: SessionsTable;
    refreshTokens: RefreshTokensTable;
    passwordResets: PasswordResetsTable;
  }
}
