import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { createPrefix, deletePrefix, getPrefix, listPrefixes, updatePrefix } from './prefixes.service';

const TAG = 'Prefixes';
const ALERTS =
  'Alerts are computed on the day of the request: `expires_within_30_days` (warning), `expires_within_10_days` and `expired` (critical); `range_80_percent_used` (warning), `range_95_percent_used` and `range_exhausted` (critical).';
const RULES =
  'Prefix: 1–4 letters or digits (stored in capitals). The range is ordered, the validity ends on or after it starts and starts on or after the resolution date, and the next number lies in the range.';

/** DIAN numbering resolutions per organization. */
export const prefixRoutes = [
  implementEndpoint(contracts.listPrefixes, {
    tag: TAG,
    summary: 'Numbering resolutions (prefixes)',
    description: `By document type and prefix, each with its usage and alerts. ${ALERTS}`,
    auth: userAuth,
    responses: { 200: { description: 'The prefixes.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listPrefixes(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.createPrefix, {
    tag: TAG,
    summary: 'Register a numbering resolution',
    description: `${RULES} A prefix is unique per organization and document type (409 \`prefix_exists\`).`,
    auth: userAuth,
    responses: { 201: { description: 'Registered.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['prefix_exists'] },
    handler: async ({ deps, principal, params, body }) => ({
      status: 201,
      body: await createPrefix(deps, principal, params.organizationId, body),
    }),
  }),
  implementEndpoint(contracts.getPrefix, {
    tag: TAG,
    summary: 'A numbering resolution',
    description: ALERTS,
    auth: userAuth,
    responses: { 200: { description: 'The prefix.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await getPrefix(deps, principal, params.organizationId, params.prefixId),
    }),
  }),
  implementEndpoint(contracts.updatePrefix, {
    tag: TAG,
    summary: 'Change a numbering resolution',
    description: `Any subset of the fields (the next number as documents are issued, a new validity…); the result must meet every rule. ${RULES}`,
    auth: userAuth,
    responses: { 200: { description: 'Changed.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'], 409: ['prefix_exists'] },
    handler: async ({ deps, principal, params, body, t }) => ({
      status: 200,
      body: await updatePrefix(deps, principal, params.organizationId, params.prefixId, body, t),
    }),
  }),
  implementEndpoint(contracts.deletePrefix, {
    tag: TAG,
    summary: 'Delete a numbering resolution',
    auth: userAuth,
    responses: { 204: { description: 'Deleted.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      await deletePrefix(deps, principal, params.organizationId, params.prefixId);
      return { status: 204 };
    },
  }),
];
