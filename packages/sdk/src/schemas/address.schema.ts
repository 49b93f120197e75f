/**
 * The billing address contract: a Colombian address with DIVIPOLA codes (camelCase here, snake_case
 * on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { isDepartmentCode } from '../co/divipola';
import { messageKey } from '../validation/messages';
import { required } from '../validation/rules';
import { crossFieldCheck } from './cross-field-checks';
import { choice, presentString } from './field-rules';

/** Where an address lies: urban (cabecera) or rural. */
export const ADDRESS_ZONES = ['urban', 'rural'] as const;

/** One of {@link ADDRESS_ZONES}. */
export type AddressZone = (typeof ADDRESS_ZONES)[number];

const billingAddressShape = {
  /** Only Colombian addresses are billed; defaults to `CO`. */
  country: z._default(z.literal('CO'), 'CO'),
  /** DANE department code, two digits (`05` Antioquia, `11` Bogotá D.C.). */
  departmentCode: presentString().check(
    z.regex(/^\d{2}$/, messageKey('validation.departmentCode')),
    z.refine(isDepartmentCode, messageKey('validation.departmentCode')),
  ),
  /** DANE municipality code, five digits starting with the department's (`05001` Medellín). */
  municipalityCode: presentString().check(z.regex(/^\d{5}$/, messageKey('validation.municipalityCode'))),
  zone: choice(ADDRESS_ZONES),
  /** Street address, 1–200 characters. */
  address: required().check(z.maxLength(200, messageKey('validation.maxLength'))),
  /**
   * 4-72 postal code, optional (few people know theirs): six digits, the first two being the
   * department's DANE code. A blank value counts as absent.
   */
  postalCode: z.optional(
    z.string().check(z.trim(), z.regex(/^(\d{6})?$/, messageKey('validation.postalCode'))),
  ),
};

type BillingAddressShape = z.output<z.ZodMiniObject<typeof billingAddressShape>>;

/**
 * A billing address in Colombia. Beyond each field's format: the municipality must belong to the
 * department (its code starts with the department's) and so must a postal code. Whether the
 * municipality exists is checked against DIVIPOLA with `findMunicipality` (asynchronous, lazily loaded
 * data), which the API does on write.
 */
export const billingAddressSchema = z.object(billingAddressShape).check(
  crossFieldCheck<BillingAddressShape>(['departmentCode', 'municipalityCode'], (address) =>
    address.municipalityCode.startsWith(address.departmentCode)
      ? []
      : [{ field: 'municipalityCode', message: 'validation.municipalityDepartment' }],
  ),
  crossFieldCheck<BillingAddressShape>(['departmentCode', 'postalCode'], ({ departmentCode, postalCode }) =>
    !postalCode || postalCode.startsWith(departmentCode)
      ? []
      : [
          {
            field: 'postalCode',
            message: 'validation.postalCodeDepartment',
            params: { prefix: departmentCode },
          },
        ],
  ),
  z.overwrite((address) => {
    if (address.postalCode) return address;
    const { postalCode: _blank, ...rest } = address;
    return rest;
  }),
);

/** A billing address as parsed (a blank postal code is left out). */
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** A billing address as a form or request writes it. */
export type BillingAddressInput = z.input<typeof billingAddressSchema>;
