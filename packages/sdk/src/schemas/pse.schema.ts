/**
 * PSE (Pagos Seguros en Línea), the Colombian bank transfer: the banks a buyer picks from, and what
 * a PSE payment sends instead of a card token (bank, person type, identification, e-mail and the
 * page the bank sends the buyer back to). Mercado Pago's names: `financial_institution`,
 * `entity_type` (`individual`/`association`) and its Colombian identification types.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { email } from '../validation/rules';
import { boundedText } from './billing-fields';
import { choice } from './field-rules';

/** Who pays: a person (`natural`) or a company (`juridica`, which identifies itself with its NIT). */
export const PSE_PERSON_TYPES = ['natural', 'juridica'] as const;

/** One of {@link PSE_PERSON_TYPES}. */
export type PsePersonType = (typeof PSE_PERSON_TYPES)[number];

/** Mercado Pago Colombia's identification types for PSE: cédula, cédula de extranjería, NIT, other. */
export const PSE_ID_TYPES = ['CC', 'CE', 'NIT', 'Otro'] as const;

/** One of {@link PSE_ID_TYPES}. */
export type PseIdType = (typeof PSE_ID_TYPES)[number];

// Lengths of each document as Colombian banks take them: digits only, except passports and others.
const ID_FORMATS: Record<PseIdType, RegExp> = {
  CC: /^\d{5,10}$/,
  CE: /^[A-Za-z0-9]{4,12}$/,
  NIT: /^\d{5,10}$/,
  Otro: /^[A-Za-z0-9-]{4,20}$/,
};

/** `true` when `number` has the shape of an identification of `type`. */
export const isPseIdNumber = (type: PseIdType, number: string): boolean => ID_FORMATS[type].test(number);

const pseShape = {
  method: z.literal('pse'),
  /** The bank's code in the provider's list (`GET /payments/pse/banks`). */
  bankCode: z
    .string({ error: messageKey('validation.pseBank') })
    .check(z.trim(), z.regex(/^\d{1,10}$/, messageKey('validation.pseBank'))),
  personType: choice(PSE_PERSON_TYPES),
  identification: z.object({
    type: choice(PSE_ID_TYPES),
    /** Without dots, spaces or the NIT's check digit. */
    number: boundedText(20),
  }),
  /** The payer's e-mail, where the bank sends its receipt. */
  email: email(),
  /**
   * The page the bank sends the buyer back to (http or https); the API adds `facturo_payment_id`.
   * The checkout widget sends the page it is on.
   */
  returnUrl: boundedText(2000).check(z.regex(/^https?:\/\/[^\s]+$/, messageKey('validation.returnUrl'))),
};

type PseShape = z.output<z.ZodMiniObject<typeof pseShape>>;

/**
 * A PSE payment (`payment.method: "pse"`): the answer names the bank's page
 * (`payment.redirect_url`) and the payment stays pending until the bank settles it. A company pays
 * with its NIT; each document type has its own length.
 */
export const psePaymentSchema = z.object(pseShape).check(
  z.superRefine<PseShape>((value, context) => {
    const { type, number } = value.identification;
    if (value.personType === 'juridica' && type !== 'NIT') {
      context.addIssue({
        code: 'custom',
        message: messageKey('validation.pseCompanyNit'),
        path: ['identification', 'type'],
        input: type,
      });
    } else if (!isPseIdNumber(type, number)) {
      context.addIssue({
        code: 'custom',
        message: messageKey('validation.pseIdNumber'),
        path: ['identification', 'number'],
        input: number,
      });
    }
  }),
);

/** A PSE payment as a client writes it. */
export type PsePaymentRequest = z.input<typeof psePaymentSchema>;

/** A PSE payment, parsed. */
export type PsePayment = z.output<typeof psePaymentSchema>;

/** A bank (financial institution) a buyer can pay from by PSE. */
export const pseBankSchema = z.object({
  /** The provider's code, sent as `bank_code`. */
  code: z.string(),
  name: z.string(),
});

/** A PSE bank, parsed. */
export type PseBank = z.output<typeof pseBankSchema>;

/** `GET /payments/pse/banks`: the provider's banks, by name. */
export const pseBankListSchema = z.object({ items: z.array(pseBankSchema) });

/** The PSE banks, parsed. */
export type PseBankList = z.output<typeof pseBankListSchema>;

/** What the buyer can do on the sandbox's bank page, as a real bank's page allows. */
export const SANDBOX_BANK_DECISIONS = ['approve', 'reject', 'pending', 'abandon'] as const;

/** One of {@link SANDBOX_BANK_DECISIONS}. */
export type SandboxBankDecision = (typeof SANDBOX_BANK_DECISIONS)[number];

/** A sandbox bank session: the sandbox payment's id and its signature (`123.5f2c…`). */
const bankSession = () =>
  z.string().check(z.regex(/^\d{1,15}\.[a-f0-9]{64}$/, messageKey('validation.invalid')));

/** `GET /sandbox/pse/bank` query: the session the sandbox's PSE redirect URL carries. */
export const sandboxBankQuerySchema = z.object({ session: bankSession() });

/** `GET /sandbox/pse/bank/decision` query: the session and the buyer's decision. */
export const sandboxBankDecisionQuerySchema = z.object({
  session: bankSession(),
  decision: choice(SANDBOX_BANK_DECISIONS),
});
