import { dateInBogota } from '@facturo/sdk/co';
import { fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dateOrderOf, dateText, parseDateText } from '../../src/ui/date-text';
import { CLINICIAN_RULES, clinicApi } from '../pages/clinic/clinic-fixtures';
import { USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

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

describe('a date field', () => {
  test('follows the page’s language, not the browser’s: month first on an English page', async () => {
    const view = await renderPortal({
      path: '/appointments',
      config: { locale: 'en' },
      user: { ...USER, language: 'en' },
      rules: CLINICIAN_RULES,
      api: clinicApi('clinician'),
    });
    const field = (await view.findByLabelText('Date')) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('mm/dd/yyyy');
    const [year, month, day] = dateInBogota().split('-');
    expect(field.value).toBe(`${month}/${day}/${year}`);
    expect(view.getByText('Month, day and year: mm/dd/yyyy.')).toBeTruthy();
    // A whole date moves the agenda; a date being typed does not.
    fireEvent.change(field, { target: { value: '07/2' } });
    expect(field.value).toBe('07/2');
    fireEvent.change(field, { target: { value: '07/20/2026' } });
    expect(await view.findByText('Monday, Jul 20')).toBeTruthy();
  });
});
