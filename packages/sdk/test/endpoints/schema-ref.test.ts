import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { schemaModule } from '../../src/endpoints/schema-ref';

const fakeModule = () => ({ nameSchema: z.string(), ageSchema: z.int(), NOT_A_SCHEMA: 3 });

describe('schemaModule', () => {
  test('names each reference after its module and export', () => {
    const pick = schemaModule('person.schema', async () => fakeModule());
    expect(pick('nameSchema').name).toBe('person.schema#nameSchema');
  });

  test('imports nothing until a schema is needed', () => {
    const load = vi.fn(async () => fakeModule());
    const pick = schemaModule('person.schema', load);
    pick('nameSchema');
    pick('ageSchema');
    expect(load).not.toHaveBeenCalled();
  });

  test('imports the module once for every reference and every load', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module);
    const pick = schemaModule('person.schema', load);
    const name = pick('nameSchema');
    const age = pick('ageSchema');
    const [first, second, again] = await Promise.all([name.load(), age.load(), name.load()]);
    expect(await pick('nameSchema').load()).toBe(module.nameSchema);
    expect([first, second, again]).toEqual([module.nameSchema, module.ageSchema, module.nameSchema]);
    expect(load).toHaveBeenCalledOnce();
  });
});
