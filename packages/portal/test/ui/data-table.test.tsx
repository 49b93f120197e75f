import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { cellClass, DataTable } from '../../src/ui/data-table';

const COLUMNS = [{ label: 'Miembro' }, { label: 'Rol' }, { label: 'Acciones', hiddenLabel: true }];

function Members() {
  const [rows, setRows] = useState(['Ana']);
  return (
    <>
      <button type="button" onClick={() => setRows((current) => [...current, 'Luis'])}>
        Agregar
      </button>
      <DataTable columns={COLUMNS}>
        {rows.map((name) => (
          <tr key={name}>
            <td className={cellClass()}>{name}</td>
            <td className={cellClass()}>Facturación</td>
            <td className={cellClass()}>
              <button type="button">Quitar</button>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

describe('DataTable on a phone', () => {
  test('every body cell carries its column name for the card layout, also rows added later', async () => {
    render(<Members />);
    const labels = () =>
      [...document.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.dataset.label),
      );
    expect(labels()).toEqual([['Miembro', 'Rol', '']]);
    screen.getByRole('button', { name: 'Agregar' }).click();
    await waitFor(() =>
      expect(labels()).toEqual([
        ['Miembro', 'Rol', ''],
        ['Miembro', 'Rol', ''],
      ]),
    );
  });
});
