import { DEV_API_BASE_URL } from '@facturo/sdk/config';
import { pageConfig } from '../runtime/core/config/config-store';
import { startEarlyRequest } from '../runtime/core/data/early-requests';

/** `GET /plans?service=…` under an API base (the URL the widgets' client builds for `listPlans`). */
export function plansUrl(apiBaseUrl: string, service: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/plans?service=${encodeURIComponent(service)}`;
}

/**
 * Run by `facturo.js` as a `<facturo-pricing-table>` connects, before its code has downloaded:
 * starts the widget's first request (its plans, in its language) so the answer arrives with the code.
 * The widget takes it from there (`plans-source.ts`) when it would have sent the same request; demo
 * tables and tables without a service send nothing.
 */
export function startPlansRequest(props: Record<string, unknown>): void {
  const page = pageConfig.getSnapshot();
  const { service } = props;
  if (props.demo === true || typeof service !== 'string' || service === '') return;
  const api = (props.apiBase as string | undefined) ?? page.apiBaseUrl;
  // Without an API URL a production page shows a configuration error, not plans.
  if (api === undefined && page.environment === 'prod') return;
  const locale = (props.locale as string | undefined) ?? page.locale ?? 'es';
  startEarlyRequest(plansUrl(api ?? DEV_API_BASE_URL, service), locale);
}
