import * as contracts from '@facturo/sdk/endpoints';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { cacheableResponse, createBodyCache } from './cacheable-response';
import { listPricedPlans, listServices } from './catalogue.repository';

const TAG = 'Catalogue';
const MAX_AGE_SECONDS = 300;
const CACHE_DESCRIPTION =
  'Public and readable from any origin without credentials. Sent with `ETag` and `Cache-Control: public, max-age=300`; a request with a matching `If-None-Match` gets 304 without a body.';

// One cache per database, so test apps over different schemas never share entries.
const caches = new WeakMap<Kysely<Database>, ReturnType<typeof createBodyCache>>();
const cacheFor = (db: Kysely<Database>) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = createBodyCache(60_000);
    caches.set(db, cache);
  }
  return cache;
};

/** `GET /services` and `GET /plans`: the public catalogue. */
export const catalogueRoutes = [
  implementEndpoint(contracts.listServices, {
    tag: TAG,
    summary: 'Services (product lines)',
    description: CACHE_DESCRIPTION,
    publicCors: true,
    responses: {
      200: { description: 'Every service, in catalogue order.' },
      304: { description: 'Not modified.' },
    },
    handler: async ({ deps, c }) => {
      const body = await cacheFor(deps.db)('services', deps.clock.now(), async () => ({
        items: await listServices(deps.db),
      }));
      return cacheableResponse(c, body, MAX_AGE_SECONDS);
    },
  }),
  implementEndpoint(contracts.listPlans, {
    tag: TAG,
    summary: 'Plans with their prices',
    description: `Plans on sale with monthly and annual price (before IVA), documents included, the derived unit cost, annual saving and badge, IVA per cycle, and feature bullets in Spanish and English, all computed by the sdk's \`pricePlan\`. ${CACHE_DESCRIPTION}`,
    publicCors: true,
    responses: {
      200: { description: 'Plans in pricing-table order.' },
      304: { description: 'Not modified.' },
    },
    handler: async ({ deps, query, c }) => {
      const body = await cacheFor(deps.db)(`plans:${query.service ?? '*'}`, deps.clock.now(), async () => ({
        items: await listPricedPlans(deps.db, query.service),
      }));
      return cacheableResponse(c, body, MAX_AGE_SECONDS);
    },
  }),
];
