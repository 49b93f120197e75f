import { screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { expect, test } from 'vitest';
import { renderWidget } from './render';

/** A widget that suspends until its texts arrive, as the widgets do while a catalogue chunk downloads. */
function Texts({ texts }: { texts: Promise<string> }) {
  return (
    <p data-facturo-widget="example" data-text-locale="es" lang="es">
      {use(texts)}
    </p>
  );
}

test('renderWidget shows a widget that suspended while its texts downloaded', async () => {
  const texts = new Promise<string>((resolve) => setTimeout(() => resolve('Hola'), 50));
  // With Testing Library's `render` alone (a synchronous act) this stays on "Cargando…" for good.
  await renderWidget(
    <Suspense fallback={<div data-facturo-pending="">Cargando…</div>}>
      <Texts texts={texts} />
    </Suspense>,
  );
  expect(screen.getByText('Hola')).toBeTruthy();
});
