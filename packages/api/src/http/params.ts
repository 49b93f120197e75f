import { messageKey } from '@facturo/sdk/validation';
import * as z from 'zod/mini';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: a UUID (anything else is a 400 naming the parameter). */
export const idParam = () =>
  z.string().check(z.regex(UUID, messageKey('validation.invalid')), z.toLowerCase());

/** `{organizationId}`. */
export const organizationParams = z.object({ organizationId: idParam() });
