import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dateOrderOf, dateText, parseDateText } from '../../src/co/date-text';

const DAY_FIRST = dateOrderOf('dd/mm/aaaa');
const MONTH_FIRST = dateOrderOf('mm/dd/yyyy');

describe('dates as the page writes them', () => {
  test.each([
    ['08/12/2026', DAY_FIRST, '2026-12-08'],
    ['8/12/2026', DAY_FIRST, '2026-12-08'],
    ['08-12-2026', DAY_FIRST, '2026-12-08'],
    ['12/08/2026', MONTH_FIRST, '2026-12-08'],
    ['29/02/2028', DAY_FIRST, '2028-02-29'],
    ['29/02/2026', DAY_FIRST, null],
    ['31/04/2026', DAY_FIRST, null],
    ['13/13/2026', DAY_FIRST, null],
    ['08/12', DAY_FIRST, null],
    ['08/12/26', DAY_FIRST, null],
    ['ocho/12/2026', DAY_FIRST, null],
    // A four-digit year first is ISO in either language (a pasted or autofilled value).
    ['2026-12-08', DAY_FIRST, '2026-12-08'],
    ['2026-12-08', MONTH_FIRST, '2026-12-08'],
    ['2026-02-31', DAY_FIRST, null],
  ] as const)('%s → %s', (text, order, iso) => {
    expect(parseDateText(text, order)).toBe(iso);
  });

  test('what is written reads back as the same date, in either order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.boolean(),
        (date, dayFirst) => {
          const iso = date.toISOString().slice(0, 10);
          const order = dayFirst ? DAY_FIRST : MONTH_FIRST;
          expect(parseDateText(dateText(iso, order), order)).toBe(iso);
        },
      ),
    );
  });
});
