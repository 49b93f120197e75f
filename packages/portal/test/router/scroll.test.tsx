import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ScrollManager, scrollToHash } from '../../src/router/scroll-manager';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">to b</Link>
      <Link to="/b?page=2">next page</Link>
      <Link to="/b?id=7&tab=history">history tab</Link>
      <Link to="/b?id=7&tab=appointments">appointments tab</Link>
      <Link to="/b?page=3" state={{ keepScroll: true }}>
        filter in place
      </Link>
      <Link to="/tabs/one">tab one</Link>
      <Link to="/tabs/two">tab two</Link>
      <Link to="/b#pricing">to pricing</Link>
      <section id="pricing">Plans</section>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [
          { path: '/a', element: <Page name="a" /> },
          { path: '/b', element: <Page name="b" /> },
          {
            path: '/tabs',
            element: <Outlet />,
            children: [
              { path: 'one', handle: { tab: true }, element: <Page name="one" /> },
              { path: 'two', handle: { tab: true }, element: <Page name="two" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling after a navigation', () => {
  beforeEach(() => {
    vi.mocked(window.scrollTo).mockClear();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
  });
  afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

  test('another page scrolls to the top', async () => {
    setup();
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('to b'));
    await screen.findByRole('heading', { name: 'b' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  test('a query naming other content (the next page of a list) scrolls to the top', async () => {
    const router = setup();
    await act(() => router.navigate('/b'));
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('next page'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  test('switching a tab kept in the query keeps the position', async () => {
    const router = setup();
    await act(() => router.navigate('/b?id=7&tab=overview'));
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('history tab'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?id=7&tab=history');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  test('switching between the tab routes of one page keeps the position', async () => {
    const router = setup();
    await act(() => router.navigate('/tabs/one'));
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('tab two'));
    await screen.findByRole('heading', { name: 'two' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    // Leaving the page with tabs goes to the top again.
    fireEvent.click(screen.getByText('to b'));
    await screen.findByRole('heading', { name: 'b' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  test('a page changing its own query in place can ask to keep the position', async () => {
    const router = setup();
    await act(() => router.navigate('/b'));
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('filter in place'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?page=3');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  test('a hash link scrolls smoothly to 60 px above its element', async () => {
    setup();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('to pricing'));
    await screen.findByRole('heading', { name: 'b' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1000 + 400 - 60, behavior: 'smooth' });
  });

  test('a hash whose element is not there (yet) is looked for until it appears', () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.mocked(window.scrollTo).mockClear();
    scrollToHash('#later');
    expect(window.scrollTo).not.toHaveBeenCalled();
    const late = document.createElement('div');
    late.id = 'later';
    late.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    document.body.append(late);
    frame?.(0);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1000 + 100 - 60, behavior: 'smooth' });
    late.remove();
  });
});
