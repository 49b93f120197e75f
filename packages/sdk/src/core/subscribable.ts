/** A listener is told that the state it watches changed; it reads the new state itself. */
export type Listener = () => void;

/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/**
 * The one primitive every stateful sdk object exposes (session, i18n, preferences).
 * UI bindings connect to it with `useSyncExternalStore(subscribe, getSnapshot)`,
 * so the sdk itself never imports a UI framework.
 */
export class Subscribable {
  readonly #listeners = new Set<Listener>();

  constructor() {
    // Bound once so `subscribe` can be handed around unbound (useSyncExternalStore does that).
    this.subscribe = this.subscribe.bind(this);
  }

  /** Registers `listener`; returns the function that removes it. */
  subscribe(listener: Listener): Unsubscribe {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.onFirstSubscriber();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.onLastUnsubscribe();
    };
  }

  /** Number of live listeners; lets tests prove that unmounting leaves nothing behind. */
  get listenerCount(): number {
    return this.#listeners.size;
  }

  /** Starts watching outside sources; runs when the first listener arrives. */
  protected onFirstSubscriber(): void {}

  /** Stops watching outside sources; runs when the last listener leaves. */
  protected onLastUnsubscribe(): void {}

  /** Tells every listener that the state changed. */
  protected notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
