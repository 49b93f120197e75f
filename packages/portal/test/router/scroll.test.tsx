import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HASH_LOOKUP_MS, HASH_SETTLE_MS, ScrollManager, scrollToHash } from '../../src/router/scroll-manager';

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

  describe('a target that is not there yet', () => {
    // Every frame callback asked for, in order; the last one is the search still going on.
    let requested: FrameRequestCallback[];
    const nextFrame = () => requested.at(-1)?.(0);
    beforeEach(() => {
      requested = [];
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => requested.push(callback));
      vi.mocked(window.scrollTo).mockClear();
    });
    afterEach(() => vi.restoreAllMocks());

    test('in a chunk that takes seconds to arrive (the contact form on a busy phone), is still found', () => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(80_000);
      scrollToHash('#slow-form');
      now.mockReturnValue(80_000 + 4500);
      nextFrame();
      // Still looking 4.5 s on: it asked for another frame.
      expect(requested).toHaveLength(2);
      expect(window.scrollTo).not.toHaveBeenCalled();
      const late = document.createElement('form');
      late.id = 'slow-form';
      late.getBoundingClientRect = () => ({ top: 3800 }) as DOMRect;
      document.body.append(late);
      now.mockReturnValue(80_000 + HASH_LOOKUP_MS - 1);
      nextFrame();
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 1000 + 3800 - 60, behavior: 'smooth' });
      late.remove();
    });

    test('naming nothing, stops being looked for after a while', () => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(90_000);
      scrollToHash('#nowhere');
      expect(requested).toHaveLength(1);
      now.mockReturnValue(90_000 + HASH_LOOKUP_MS);
      nextFrame();
      expect(requested).toHaveLength(1);
    });
  });

  describe('a hash target that content above pushes down after the page scrolled to it', () => {
    let frame: FrameRequestCallback | undefined;
    let target: HTMLElement;
    let targetTop: number;
    beforeEach(() => {
      frame = undefined;
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frame = callback;
        return 1;
      });
      targetTop = 100;
      target = document.createElement('section');
      target.id = 'contact';
      target.getBoundingClientRect = () => ({ top: targetTop }) as DOMRect;
      document.body.append(target);
      vi.mocked(window.scrollTo).mockClear();
    });
    afterEach(() => {
      target.remove();
      vi.restoreAllMocks();
    });

    test('is scrolled to again, at once, when the plans above load (a fresh /landing-page#contact)', () => {
      const stop = scrollToHash('#contact');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1000 + 100 - 60, behavior: 'smooth' });
      frame?.(0);
      expect(window.scrollTo).toHaveBeenCalledTimes(1);
      // The pricing widget above renders its cards: the form is now 1,200 px further down.
      targetTop = 1300;
      frame?.(0);
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1000 + 1300 - 60, behavior: 'auto' });
      stop();
    });

    test('a visitor who scrolled, tapped or typed meanwhile keeps their place', () => {
      for (const input of [
        new WheelEvent('wheel'),
        new KeyboardEvent('keydown', { key: 'ArrowDown' }),
        new Event('touchstart'),
      ]) {
        vi.mocked(window.scrollTo).mockClear();
        targetTop = 100;
        scrollToHash('#contact');
        expect(window.scrollTo).toHaveBeenCalledTimes(1);
        window.dispatchEvent(input);
        targetTop = 1300;
        frame?.(0);
        expect(window.scrollTo, input.type).toHaveBeenCalledTimes(1);
      }
    });

    test('is followed for a while only: after it, the page is left alone', () => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(50_000);
      scrollToHash('#contact');
      now.mockReturnValue(50_000 + HASH_SETTLE_MS - 1);
      frame?.(0);
      expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2);
      now.mockReturnValue(50_000 + HASH_SETTLE_MS);
      frame?.(0);
      // No further frame is asked for: whatever moves the section later, the page stays put.
      expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2);
      expect(window.scrollTo).toHaveBeenCalledTimes(1);
    });
  });
});
