import type { ApiKeyScope } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';
import type { Json } from '../../db/jsonb';

/** `api_keys`: an organization's keys for integrators; only the SHA-256 of the secret is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  organizationId: string;
  name: string;
  /** The first characters of the key, shown to recognise it. */
  prefix: string;
  keyHash: string;
  scopes: Json<ApiKeyScope[]>;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

declare module '../../db/database.types' {
  interface Database {
    apiKeys: ApiKeysTable;
  }
}
