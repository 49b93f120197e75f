import type { PrefixDocumentType } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';

/** `prefixes`: an organization's DIAN numbering resolutions, one prefix per document type. */
export interface PrefixesTable {
  id: Generated<string>;
  organizationId: string;
  prefix: string;
  documentType: PrefixDocumentType;
  resolutionNumber: string;
  resolutionDate: string;
  validFrom: string;
  validTo: string;
  rangeFrom: number;
  rangeTo: number;
  technicalKey: string | null;
  nextNumber: number;
  createdAt: Date;
  updatedAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    prefixes: PrefixesTable;
  }
}
