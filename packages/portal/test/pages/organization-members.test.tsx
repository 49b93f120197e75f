import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { CLINIC, OWNER_MEMBER, OWNER_RULES, organizationMember, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const base = `/organizations/${CLINIC.id}`;
const LAURA = '1e2d3c4b-5a6f-4e7d-8c9b-0a1f2e3d4c5b';

/** The owner and one member whom the owner may remove (gone from the list once removed). */
function api() {
  let removed = false;
  return {
    'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role: 'owner' }] } }),
    'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
    [`GET ${base}/members`]: () => ({
      body: {
        items: [
          OWNER_MEMBER,
          ...(removed
            ? []
            : [organizationMember(LAURA, 'Laura Cardona', 'laura.cardona@saludaburra.test', 'billing')]),
        ],
      },
    }),
    [`GET ${base}/invitations`]: () => ({ body: { items: [] } }),
    [`DELETE ${base}/members/${LAURA}`]: () => {
      removed = true;
      return { status: 204 };
    },
  };
}

async function openMembers() {
  const view = await renderPortal({
    path: '/organization/salud-del-aburra/members',
    user: USER,
    rules: OWNER_RULES,
    api: api(),
  });
  const trash = await view.findByRole('button', { name: 'Quitar a Laura Cardona de la organización' });
  fireEvent.click(trash);
  const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Laura Cardona de Salud del Aburrá?' });
  return { view, trash, dialog };
}

const deletes = (view: Awaited<ReturnType<typeof renderPortal>>) =>
  view.api.calls.filter((call) => call.method === 'DELETE');

describe('removing a member', () => {
  test.each([
    [
      'Cancelar',
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' })),
    ],
    // What the browser sends the dialog on Escape.
    ['Escape', (dialog: HTMLElement) => fireEvent(dialog.closest('dialog') ?? dialog, new Event('cancel'))],
  ])('asks first; %s keeps the member', async (_how, cancel) => {
    const { view, dialog } = await openMembers();
    expect(within(dialog).getByText(/Dejará de ver los planes/)).toBeTruthy();
    expect(deletes(view)).toEqual([]);
    cancel(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(view)).toEqual([]);
    expect(view.getByText('Laura Cardona')).toBeTruthy();
  });

  test('on confirmation removes them, says so and moves the focus to what says so', async () => {
    const { view, dialog } = await openMembers();
    await expectNoSeriousA11yViolations(document.body);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    const notice = await view.findByRole('status');
    expect(notice.textContent).toBe('Quitamos a Laura Cardona de la organización.');
    expect(deletes(view).map((call) => call.path)).toEqual([`${base}/members/${LAURA}`]);
    await waitFor(() => expect(view.queryByText('Laura Cardona')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not the page's body: the removed row took the focused button with it.
    expect(document.activeElement?.contains(notice)).toBe(true);
    expect(document.activeElement).not.toBe(document.body);
  });
});
