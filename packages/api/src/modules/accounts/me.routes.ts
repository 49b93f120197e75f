import * as contracts from '@facturo/sdk/endpoints';
import { LEGAL_DOCUMENTS, userProfileSchema } from '@facturo/sdk/schemas';
import { translateIssues } from '@facturo/sdk/validation';
import { safeParse } from 'zod/mini';
import { jsonb } from '../../db/jsonb';
import { ApiProblem, conflict } from '../../http/api-problem';
import { membershipsOfUser } from '../../identity/memberships.repository';
import { userAuth } from '../../identity/user-authenticator';
import { describeUser, profileColumns, profileOf } from '../../identity/user-data';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { usernameTaken } from './registration.service';

const TAG = 'Profile';

/** `GET /me`. */
export const getMeRoute = implementEndpoint(contracts.getMe, {
  tag: TAG,
  summary: 'The signed-in user',
  description:
    'Personal and taxpayer data, organizations with roles, and the permission rules (as login returns them).',
  auth: userAuth,
  responses: { 200: { description: 'The user.' } },
  handler: ({ principal }) => ({ status: 200, body: describeUser(principal.user, principal.memberships) }),
});

/** `PATCH /me`. */
export const updateMeRoute = implementEndpoint(contracts.updateMe, {
  tag: TAG,
  summary: 'Update the profile',
  description:
    'Any subset of the profile; `null` clears an optional field. The change is merged into the stored profile and the result is checked as a whole (a NIT needs its verification digit, and so on). The e-mail cannot be changed here.',
  auth: userAuth,
  responses: { 200: { description: 'The updated user.' } },
  errors: { 409: ['username_taken'] },
  handler: async ({ deps, principal, body, t }) => {
    const merged = profileOf(principal.user);
    for (const [field, value] of Object.entries(body)) {
      if (value === null) delete merged[field];
      else if (value !== undefined) merged[field] = value;
    }
    const checked = safeParse(userProfileSchema, merged);
    if (!checked.success) {
      throw new ApiProblem(422, 'validation_failed', {
        fieldErrors: translateIssues(checked.error.issues, t),
      });
    }
    const profile = checked.data;
    if (profile.username && (await usernameTaken(deps.db, profile.username, principal.userId))) {
      throw conflict('username_taken');
    }
    const user = await deps.db
      .updateTable('users')
      .set({
        ...profileColumns(profile),
        language: profile.language ?? principal.user.language,
        fiscalResponsibilities: jsonb(profile.fiscalResponsibilities),
        updatedAt: deps.clock.now(),
      })
      .where('id', '=', principal.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 200, body: describeUser(user, await membershipsOfUser(deps.db, user.id)) };
  },
});

/** `POST /me/legal-acceptance`. */
export const acceptLegalTermsRoute = implementEndpoint(contracts.acceptLegalTerms, {
  tag: TAG,
  summary: 'Accept the current terms and data policy',
  description:
    'The signed-in user accepts the current versions of the terms and conditions and of the personal data policy (`LEGAL_DOCUMENTS` of `@facturo/sdk/schemas`; `user_data.legal_acceptance.required` says when a newer version waits). Stored with the time, the IP and the browser (Ley 1581 de 2012: informed consent). Versions other than the current ones answer 409 `legal_version_outdated` (reload the page to read the current text).',
  auth: userAuth,
  responses: { 200: { description: 'The user, with the versions accepted.' } },
  errors: { 409: ['legal_version_outdated'] },
  handler: async ({ deps, principal, body, clientIp, c }) => {
    if (
      body.termsVersion !== LEGAL_DOCUMENTS.terms.version ||
      body.privacyVersion !== LEGAL_DOCUMENTS.privacy.version
    ) {
      throw conflict('legal_version_outdated');
    }
    const user = await deps.db
      .updateTable('users')
      .set({
        termsVersion: body.termsVersion,
        privacyVersion: body.privacyVersion,
        termsAcceptedAt: deps.clock.now(),
        consentIp: clientIp,
        consentUserAgent: c.req.header('user-agent')?.slice(0, 400) ?? null,
      })
      .where('id', '=', principal.user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 200, body: describeUser(user, principal.memberships) };
  },
});

/** Every profile route. */
export const meRoutes = [getMeRoute, updateMeRoute, acceptLegalTermsRoute];
