import type { Locale } from '@facturo/sdk/config';
import {
  Checkout,
  type FacturoEvent,
  getSession,
  Login,
  PricingTable,
  type ThemeName,
  useSdkStore,
} from '@facturo/widgets';
import { useRef, useState } from 'react';

/** Replaced by Vite (vite.config.ts). */
declare const __FACTURO_API_BASE__: string;

/**
 * An integrator's React app: the widgets are ordinary components with React callbacks, and the shared
 * session is an external store the app reads with `useSdkStore`. The purchase happens in the app too:
 * the pricing table fills the shared cart and the checkout next to it shows that cart.
 */
export function App() {
  const [locale, setLocale] = useState<Locale>('es');
  const [theme, setTheme] = useState<ThemeName>('light');
  const [chosenCycle, setChosenCycle] = useState<string | null>(null);
  const plansTitle = useRef<HTMLHeadingElement>(null);
  const session = useSdkStore(getSession(__FACTURO_API_BASE__));

  // Not cancelled: the widget puts the plan in the shared cart, which the checkout below shows. Without
  // `checkoutUrl` the table stays on this page, so the app only points the visitor to the checkout.
  const onPlanSelect = (event: FacturoEvent<'facturo-plan-select'>) => {
    setChosenCycle(event.detail.cycle === 'annual' ? 'anual' : 'mensual');
  };
  // The plans are on this page: cancel the checkout's default (going back in history) and show them.
  const onBrowsePlans = (event: FacturoEvent<'facturo-checkout-browse-plans'>) => {
    event.preventDefault();
    plansTitle.current?.scrollIntoView({ block: 'start' });
    plansTitle.current?.focus();
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
          <h1 id="plans-title" ref={plansTitle} tabIndex={-1}>
            Activa la facturación electrónica
          </h1>
          <PricingTable
            service="electronic_invoicing"
            locale={locale}
            theme={theme}
            onPlanSelect={onPlanSelect}
          />
          {/* The live region stays mounted so the confirmation is announced when it appears. */}
          <div role="status">
            {chosenCycle ? (
              <p className="chosen">
                Agregaste un plan {chosenCycle} a tu carrito. <a href="#compra">Revisa tu compra</a>
              </p>
            ) : null}
          </div>
        </section>
        <aside aria-label="Cuenta">
          <Login
            locale={locale}
            theme={theme}
            onLogin={(event) => console.info('facturo-login', event.detail.user.email)}
          />
        </aside>
        <section id="compra" className="app-checkout" aria-labelledby="checkout-title">
          <h2 id="checkout-title">Tu compra</h2>
          <Checkout
            locale={locale}
            theme={theme}
            onCheckoutBrowsePlans={onBrowsePlans}
            onCheckoutComplete={(event) => console.info('facturo-checkout-complete', event.detail)}
          />
        </section>
      </main>
    </div>
  );
}
