import { formatCOP } from '@facturo/sdk/co';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvoiceSearch } from '../data/invoices.queries';
import { useCurrentOrganization } from '../data/use-current-organization';
import { matchesQuery, searchablePages } from '../navigation/search-index';
import { guardStateOf } from '../router/guard-state';
import { useRouteTable } from '../router/route-table';
import { useLocale, useServices, useSession, useT } from '../services/services-context';
import { IconFileInvoice, IconSearch } from '../ui/icons';
import * as styles from './navbar-search.css';

interface Result {
  id: string;
  label: string;
  detail?: string;
  href: string;
  group: 'pages' | 'invoices';
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The navbar search (Ctrl/⌘ + K): the pages this user may open, and invoices by number from the API.
 * A combobox: arrows move through the results, Enter opens one, Escape closes.
 */
export function NavbarSearch() {
  const t = useT();
  const locale = useLocale();
  const services = useServices();
  const session = useSession();
  const { routes } = useRouteTable();
  const navigate = useNavigate();
  const organization = useCurrentOrganization();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const debounced = useDebounced(query, 250);
  const invoices = useInvoiceSearch(debounced, organization?.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session stands for the guard's state.
  const pages = useMemo(() => searchablePages(routes, guardStateOf(services)()), [routes, services, session]);

  const results = useMemo<Result[]>(() => {
    const term = query.trim();
    if (!term) return [];
    const pageResults = pages
      .filter((page) => matchesQuery(t(page.titleKey), term))
      .slice(0, 8)
      .map((page) => ({
        id: `page-${page.name}`,
        label: t(page.titleKey),
        detail: page.path,
        href: page.path,
        group: 'pages' as const,
      }));
    const invoiceResults = (invoices.data?.items ?? []).map((invoice) => ({
      id: `invoice-${invoice.id}`,
      label: invoice.number,
      detail: `${invoice.concept} · ${formatCOP(invoice.total, locale)}`,
      href: `${services.config.justLandingPage ? '/pages/landing-settings/billing' : '/accounts/billing/invoice-list'}?search=${encodeURIComponent(invoice.number)}`,
      group: 'invoices' as const,
    }));
    return [...pageResults, ...invoiceResults];
  }, [query, pages, invoices.data, t, locale, services.config.justLandingPage]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts from the first result.
  useEffect(() => setActive(0), [query]);

  const choose = (result: Result | undefined) => {
    if (!result) return;
    setOpen(false);
    setQuery('');
    void navigate(result.href);
  };

  const groups = (['pages', 'invoices'] as const)
    .map((group) => ({ group, items: results.filter((result) => result.group === group) }))
    .filter((group) => group.items.length > 0);
  const activeResult = results[active];

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <IconSearch size={20} aria-hidden="true" />
        <span className={styles.triggerText}>{t('nav.search')}</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={t('nav.search')}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <>
            <div className={styles.inputRow}>
              <IconSearch size={20} aria-hidden="true" />
              <input
                className={styles.input}
                role="combobox"
                aria-expanded={results.length > 0}
                aria-controls={listId}
                aria-activedescendant={activeResult ? `${listId}-${activeResult.id}` : undefined}
                aria-label={t('portal.searchLabel')}
                placeholder={t('portal.searchPlaceholder')}
                value={query}
                autoFocus
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown')
                    setActive((index) => Math.min(index + 1, results.length - 1));
                  else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
                  else if (event.key === 'Enter') choose(activeResult);
                  else return;
                  event.preventDefault();
                }}
              />
            </div>
            <div className={styles.results} id={listId} role="listbox" aria-label={t('portal.searchResults')}>
              {query.trim() === '' ? <p className={styles.hint}>{t('portal.searchHint')}</p> : null}
              {query.trim() !== '' && results.length === 0 && !invoices.isFetching ? (
                <p className={styles.hint}>{t('portal.searchNoResults', { query: query.trim() })}</p>
              ) : null}
              {groups.map(({ group, items }) => (
                // biome-ignore lint/a11y/useSemanticElements: options of a listbox are grouped with role="group"; a fieldset is not allowed there.
                <div
                  key={group}
                  role="group"
                  aria-label={t(group === 'pages' ? 'portal.searchPages' : 'nav.invoices')}
                >
                  <p className={styles.groupTitle} aria-hidden="true">
                    {t(group === 'pages' ? 'portal.searchPages' : 'nav.invoices')}
                  </p>
                  {items.map((result) => (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard.
                    <div
                      key={result.id}
                      id={`${listId}-${result.id}`}
                      role="option"
                      tabIndex={-1}
                      aria-selected={result === activeResult}
                      className={styles.option}
                      onClick={() => choose(result)}
                      onMouseEnter={() => setActive(results.indexOf(result))}
                    >
                      <span style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                        {group === 'invoices' ? <IconFileInvoice size={18} aria-hidden="true" /> : null}
                        {result.label}
                      </span>
                      <span
                        className={styles.groupTitle}
                        style={{ padding: 0, textTransform: 'none', fontWeight: 400 }}
                      >
                        {result.detail}
                      </span>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
