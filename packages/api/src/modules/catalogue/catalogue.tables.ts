import type { IvaTreatment, LocalizedText } from '@facturo/sdk/co';
import type { DocumentsPeriod, ServiceId } from '@facturo/sdk/schemas';
import type { Json } from '../../db/jsonb';

/** `services`: the product lines. */
export interface ServicesTable {
  id: ServiceId;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  sortOrder: number;
  updatedAt: Date;
}

/**
 * `plans`: what is sold, with prices before IVA in whole pesos. A plan dropped from the catalogue
 * stays (subscriptions point at it) with `active = false`.
 */
export interface PlansTable {
  id: string;
  serviceId: ServiceId;
  name: Json<LocalizedText>;
  documentsIncluded: number;
  documentsPeriod: DocumentsPeriod;
  monthlyPrice: number | null;
  annualPrice: number;
  ivaTreatment: IvaTreatment;
  features: Json<{ es: string[]; en: string[] }>;
  highlighted: boolean;
  certificateValidityYears: number | null;
  sortOrder: number;
  active: boolean;
  updatedAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    services: ServicesTable;
    plans: PlansTable;
  }
}
