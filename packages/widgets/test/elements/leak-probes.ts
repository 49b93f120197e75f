// Probes for the mount/unmount leak test: they wrap the browser APIs a widget could leave something
// behind with (media-query listeners, timers, window and document listeners) and keep what is still
// live, each with the source line that created it, so a failure says where the leak comes from.
import { vi } from 'vitest';

/**
 * Where a timer or listener was created: the first stack frame in the widgets' or the sdk's source,
 * else the first one outside these probes and the test runner (React, Testing Library…).
 */
function origin(): string {
  // Spies and React add frames of their own: look deeper than V8's default 10.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const frames = stack
    .split('\n')
    .slice(1)
    .map((frame) => frame.trim().replace(/^at /, ''))
    .filter((frame) => !frame.includes('leak-probes.ts'));
  const own = frames.find((frame) => /\/packages\/(widgets|sdk)\/src\//.test(frame));
  const other = frames.find((frame) => !/vitest|node:internal/.test(frame));
  return own ?? other ?? frames[0] ?? '?';
}

/** A fake `matchMedia` whose one list (what `theme="system"` follows) keeps its live listeners. */
export function fakeMatchMedia(): Set<() => void> {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return listeners;
}

/** Intervals started and not cleared, by id, with where each was started. */
export function openIntervals(): Map<unknown, string> {
  const open = new Map<unknown, string>();
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
    const id = realSet(handler, ms);
    open.set(id, origin());
    return id;
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'clearInterval').mockImplementation(((id: ReturnType<typeof setInterval>) => {
    open.delete(id);
    realClear(id);
  }) as typeof clearInterval);
  return open;
}

/** Timeouts scheduled that neither ran nor were cleared, with where each was scheduled. */
export function pendingTimeouts(): Map<unknown, string> {
  const pending = new Map<unknown, string>();
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    handler: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const id: unknown = realSet(
      (...callArgs: unknown[]) => {
        pending.delete(id);
        handler(...callArgs);
      },
      ms,
      ...args,
    );
    pending.set(id, origin());
    return id;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    realClear(id);
  }) as typeof clearTimeout);
  return pending;
}

type ListenerOptions = boolean | AddEventListenerOptions | undefined;

const captureOf = (options: ListenerOptions | EventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

/**
 * Listeners added to `window` and `document` and not removed yet (the DOM's own bookkeeping: the
 * same listener, type and phase count once; `once` listeners leave when they run; `signal` ones when
 * it aborts), described as "document selectionchange ← file:line".
 */
export function liveGlobalListeners(): () => string[] {
  const live = new Map<string, { description: string }>();
  const ids = new WeakMap<object, number>();
  let lastId = 0;
  const idOf = (listener: object) => {
    if (!ids.has(listener)) ids.set(listener, ++lastId);
    return ids.get(listener);
  };
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const realAdd = target.addEventListener.bind(target);
    const realRemove = target.removeEventListener.bind(target);
    const keyOf = (type: string, listener: object, capture: boolean) =>
      `${name}|${type}|${capture}|${idOf(listener)}`;
    vi.spyOn(target, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject | null, options?: ListenerOptions) => {
        // A null listener is a no-op in the DOM too.
        if (!listener) return;
        realAdd(type, listener, options);
        const capture = captureOf(options);
        const key = keyOf(type, listener, capture);
        if (live.has(key)) return;
        live.set(key, { description: `${name} ${type} ← ${origin()}` });
        const settings = typeof options === 'object' ? options : {};
        if (settings.once) realAdd(type, () => live.delete(key), { once: true, capture });
        settings.signal?.addEventListener('abort', () => live.delete(key), { once: true });
      },
    );
    vi.spyOn(target, 'removeEventListener').mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | EventListenerOptions,
      ) => {
        if (!listener) return;
        realRemove(type, listener, options);
        live.delete(keyOf(type, listener, captureOf(options)));
      },
    );
  }
  return () => [...live.values()].map((entry) => entry.description);
}
