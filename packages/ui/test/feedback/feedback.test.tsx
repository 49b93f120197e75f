import { ApiError } from '@facturo/sdk/http';
import IconFileOff from '@tabler/icons-react/dist/esm/icons/IconFileOff.mjs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../../src/buttons/button';
import { Alert } from '../../src/feedback/alert';
import { EmptyState } from '../../src/feedback/empty-state';
import { ErrorState } from '../../src/feedback/error-state';
import { LoadingState } from '../../src/feedback/loading-state';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { renderWithTexts } from '../support/render-with-texts';

describe('alerts and state views', () => {
  test.each([
    { tone: 'danger', role: undefined, live: true, announced: 'alert' },
    { tone: 'success', role: undefined, live: true, announced: 'status' },
    { tone: 'primary', role: 'alert', live: true, announced: 'alert' },
    { tone: 'warning', role: undefined, live: false, announced: null },
  ] as const)(
    'a $tone alert (role $role, live $live) is announced as $announced',
    ({ tone, role, live, announced }) => {
      render(
        <Alert tone={tone} role={role} live={live}>
          Mensaje
        </Alert>,
      );
      expect(screen.getByText('Mensaje').parentElement?.getAttribute('role') ?? null).toBe(announced);
    },
  );

  test('a failed load says why in the app’s words and offers a retry that shows it is busy', async () => {
    const onRetry = vi.fn();
    const error = new ApiError(503, 'unavailable', 'El servicio no está disponible.');
    const view = renderWithTexts(
      <ErrorState title="No pudimos cargar tus facturas" error={error} onRetry={onRetry} retrying={false} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No se pudo: ApiError');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledOnce();
    view.rerender(<ErrorState error={error} onRetry={onRetry} retrying />);
    await expectNoSeriousA11yViolations(view.container);
  });

  test('an empty list is announced politely with its way out', async () => {
    const view = renderWithTexts(
      <EmptyState
        icon={<IconFileOff size={26} />}
        title="Aún no tienes facturas"
        action={<Button variant="secondary">Ver planes</Button>}
      >
        Cuando compres un plan, aparecerán aquí.
      </EmptyState>,
    );
    expect(screen.getByRole('status').textContent).toContain('Aún no tienes facturas');
    expect(screen.getByRole('button', { name: 'Ver planes' })).toBeTruthy();
    await expectNoSeriousA11yViolations(view.container);
  });

  test('loading says so to screen readers, in the app’s language unless told more', () => {
    const view = renderWithTexts(<LoadingState />);
    expect(screen.getByRole('status').textContent).toBe('Cargando…');
    view.rerender(<LoadingState label="Cargando tus planes…" />);
    expect(screen.getByRole('status').textContent).toBe('Cargando tus planes…');
  });

  test('a busy button is disabled, announced as busy, and never submits by default', () => {
    render(<Button busy>Guardar</Button>);
    const button = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.type).toBe('button');
  });
});
