import type { CatalogueNamespace } from '@facturo/sdk/i18n';
import { peekEarlyRequest } from '../runtime/core/data/early-requests';
import { earlyPlansRequest } from './plans-request';

/**
 * Run by `facturo.js` right after `startPlansRequest`, as a `<facturo-pricing-table>` connects: when
 * the table sent its plans request early, downloads the early paint (`early-plans-paint.ts`) beside
 * the answer, to show the plan cards before React; React's code is asked for once they are painted.
 * `undefined` when there is no early request to paint from. `namespaces`: the table's texts (its frame's).
 */
export function paintPlansEarly(
  props: Record<string, unknown>,
  root: ShadowRoot,
  reactRoot: HTMLElement,
  namespaces: readonly CatalogueNamespace[],
): Promise<void> | undefined {
  const request = earlyPlansRequest(props);
  // Taken now, before the table can take the answer and read it.
  const answer = request && peekEarlyRequest(request.url, request.locale);
  if (!answer) return undefined;
  return import('./early-plans-paint').then((module) =>
    module.paintEarlyPlans(root, reactRoot, props, answer, namespaces),
  );
}
