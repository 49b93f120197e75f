import { describe, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { login, logout, type resetPassword } from '../../src/endpoints/auth.endpoints';
import { listPatients } from '../../src/endpoints/clinic-patients.endpoints';
import type { EndpointInput, EndpointOutput, InputRequired } from '../../src/endpoints/endpoint';
import { exportInvoicesCsv, getInvoice } from '../../src/endpoints/invoices.endpoints';
import { type RefOutput, schemaModule } from '../../src/endpoints/schema-ref';
import type { ApiClient } from '../../src/http/api-client';
import type { SessionResponse } from '../../src/schemas/auth.schema';
import type { Invoice } from '../../src/schemas/invoice.schema';
import type { PatientList } from '../../src/schemas/patient.schema';

declare const client: ApiClient;
const organizationId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('a call is typed by its contract', () => {
  test('the body is required and typed; the answer is the response schema', () => {
    expectTypeOf<InputRequired<typeof login>>().toEqualTypeOf<true>();
    expectTypeOf<EndpointOutput<typeof login>>().toEqualTypeOf<SessionResponse>();
    expectTypeOf(
      client.call(login, { body: { email: 'ana@clinica.co', password: 'x' } }),
    ).resolves.toEqualTypeOf<SessionResponse>();
    // @ts-expect-error the login body needs a password
    void client.call(login, { body: { email: 'ana@clinica.co' } });
    // @ts-expect-error the login needs its body
    void client.call(login);
  });

  test('an endpoint without input or answer takes nothing and resolves to undefined', () => {
    expectTypeOf<InputRequired<typeof logout>>().toEqualTypeOf<false>();
    expectTypeOf(client.call(logout)).resolves.toEqualTypeOf<undefined>();
    expectTypeOf<EndpointInput<typeof resetPassword>['body']>().toHaveProperty('token');
  });

  test('path parameters are required and named; a query of filters may be left out', () => {
    expectTypeOf<InputRequired<typeof listPatients>>().toEqualTypeOf<true>();
    expectTypeOf(
      client.call(listPatients, { params: { organizationId } }),
    ).resolves.toEqualTypeOf<PatientList>();
    void client.call(listPatients, { params: { organizationId }, query: { q: 'ana', pageSize: 20 } });
    // @ts-expect-error the organization is a path parameter
    void client.call(listPatients);
    // @ts-expect-error the parameter is `organizationId`, as in the path
    void client.call(listPatients, { params: { organization: organizationId } });
    // @ts-expect-error `q` is text
    void client.call(listPatients, { params: { organizationId }, query: { q: 3 } });
    expectTypeOf(
      client.call(getInvoice, { params: { invoiceId: organizationId } }),
    ).resolves.toEqualTypeOf<Invoice>();
  });

  test('a CSV export resolves to a Blob, and its filters are optional', () => {
    expectTypeOf<EndpointOutput<typeof exportInvoicesCsv>>().toEqualTypeOf<Blob>();
    expectTypeOf<InputRequired<typeof exportInvoicesCsv>>().toEqualTypeOf<false>();
    expectTypeOf(client.call(exportInvoicesCsv)).resolves.toEqualTypeOf<Blob>();
    expectTypeOf(
      client.call(exportInvoicesCsv, { query: { search: 'FE-12' } }),
    ).resolves.toEqualTypeOf<Blob>();
  });
});

describe('a schema reference', () => {
  test('picks only exports of its module that are schemas', () => {
    const pick = schemaModule('person.schema', async () => ({ nameSchema: z.string(), LIMIT: 3 }));
    const name = pick('nameSchema');
    expectTypeOf<RefOutput<typeof name>>().toEqualTypeOf<string>();
    // @ts-expect-error a constant is not a schema
    pick('LIMIT');
    // @ts-expect-error nor is a name the module does not export
    pick('ageSchema');
  });
});
