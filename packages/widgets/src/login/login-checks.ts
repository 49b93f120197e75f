/**
 * The login screen's check, downloaded while the screen is already showing (see
 * `ui/deferred-validator.ts`): it brings zod and the request schema, which the first paint does not need.
 * @module
 */

import type { Translate } from '@facturo/sdk/i18n';
import { type LoginRequest, loginRequestSchema } from '@facturo/sdk/schemas';
import { type ValidationResult, validate } from '@facturo/sdk/validation';

/** The e-mail and password as the API's login request, or translated field errors. */
export function checkLogin(
  values: { email: string; password: string },
  t: Translate,
): ValidationResult<LoginRequest> {
  return validate(loginRequestSchema, values, t);
}
