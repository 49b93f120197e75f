import type { Locale } from '@facturo/sdk';
import {
  type FacturoEvent,
  getSession,
  Login,
  PricingTable,
  type ThemeName,
  useSdkStore,
} from '@facturo/widgets';
import { useState } from 'react';

/** Replaced by Vite (vite.config.ts). */
declare const __FACTURO_API_BASE__: string;

/**
 * An integrator's React app: the widgets are ordinary components with React callbacks, and the shared
 * session is an external store the app reads with `useSdkStore`.
 */
export function App() {
  const [locale, setLocale] = useState<Locale>('es');
  const [theme, setTheme] = useState<ThemeName>('light');
  const [chosen, setChosen] = useState<string | null>(null);
  const session = useSdkStore(getSession(__FACTURO_API_BASE__));

  // The app keeps the visitor here and shows its own summary instead of going to a checkout page.
  const onPlanSelect = (event: FacturoEvent<'facturo-plan-select'>) => {
    event.preventDefault();
    setChosen(`${event.detail.planId} (${event.detail.cycle === 'annual' ? 'anual' : 'mensual'})`);
  };

  return (
    <div className={`app app-${theme}`}>
      <header className="app-header">
        <strong>Mi ERP</strong>
        <div className="controls">
          <label>
            Idioma{' '}
            <select value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              <option value="es">Español</option>
              <option value="en">English</option>
            </select>
          </label>
          <label>
            Tema{' '}
            <select value={theme} onChange={(event) => setTheme(event.target.value as ThemeName)}>
              <option value="light">Claro</option>
              <option value="dark">Oscuro</option>
              <option value="system">Sistema</option>
            </select>
          </label>
        </div>
        <span className="session" aria-live="polite">
          {session.isLoggedIn ? `Sesión: ${String(session.userData?.email ?? '')}` : 'Sin sesión'}
        </span>
      </header>

      <main className="app-main">
        <section aria-labelledby="plans-title">
          <h1 id="plans-title">Activa la facturación electrónica</h1>
          <PricingTable
            service="electronic_invoicing"
            locale={locale}
            theme={theme}
            onPlanSelect={onPlanSelect}
          />
          {chosen ? (
            <p className="chosen">Elegiste {chosen}. Quedó en el carrito compartido de Facturo.</p>
          ) : null}
        </section>
        <aside aria-label="Cuenta">
          <Login
            locale={locale}
            theme={theme}
            onLogin={(event) => console.info('facturo-login', event.detail.user.email)}
          />
        </aside>
      </main>
    </div>
  );
}
