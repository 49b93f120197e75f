import { expectTypeOf, test } from 'vitest';
import type { CamelizeKeys, DecamelizeKeys } from '../../src/http/case-keys/case-keys.types';

test('camelized types follow the keys', () => {
  type Wire = { invoice_id: string; concept_lines: { unit_price: number }[]; created_at: Date };
  expectTypeOf<CamelizeKeys<Wire>>().toEqualTypeOf<{
    invoiceId: string;
    conceptLines: { unitPrice: number }[];
    createdAt: Date;
  }>();
});

test('decamelized types follow the keys', () => {
  type App = { pageSize: number; billingInfo: { firstSurname: string } };
  expectTypeOf<DecamelizeKeys<App>>().toEqualTypeOf<{
    page_size: number;
    billing_info: { first_surname: string };
  }>();
  // @ts-expect-error the camelCase key no longer exists on the wire type
  expectTypeOf<DecamelizeKeys<App>>().toHaveProperty('pageSize');
});
