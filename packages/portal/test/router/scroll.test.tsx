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

  test('a query change on the same page keeps the position', async () => {
    const router = setup();
    await act(() => router.navigate('/b'));
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByText('next page'));
    await act(async () => {});
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
