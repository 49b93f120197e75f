import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { negotiateLocale } from '../src/http/request-locale';

describe('negotiateLocale', () => {
  test.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['es-CO,es;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.4, es;q=0.9', 'es'],
    ['fr-FR, en;q=0.5', 'en'],
    ['de, it', 'es'],
    ['en;q=0, es;q=0.1', 'es'],
    ['EN-gb', 'en'],
    ['*', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  test('any header yields es or en', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => ['es', 'en'].includes(negotiateLocale(header))),
    );
  });
});
