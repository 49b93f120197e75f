import { canonicalItems, canonicalLocalizedText, canonicalObject, canonicalOneOf } from './canonical-checks';
import { SERVICE_IDS } from './plan.constants';
import type { Service } from './plan.schema';

// `serviceSchema` read by hand (canonical-checks.ts): the landing page lists the services without
// downloading the schema validator.
const service = canonicalObject({
  id: canonicalOneOf(SERVICE_IDS),
  name: canonicalLocalizedText(),
  description: canonicalLocalizedText(500),
});

/**
 * The services of a `GET /services` body when it is exactly what `serviceListResponseSchema` accepts
 * and returns unchanged; `undefined` when only the schema can decide (including every invalid body).
 * Give it to the client as the call's `check`.
 */
export function canonicalServiceList(body: unknown): { items: Service[] } | undefined {
  const items = canonicalItems<Service>(body, service);
  return items ? { items } : undefined;
}
