// Who may use the embedded database's one connection next. PGlite runs every query on the API's
// main thread, one at a time. Kysely's own lock for it wakes every waiter on each release and hands
// the connection on inside the same microtask chain, so under load one chain ran every queued query
// of every request for hundreds of milliseconds while no socket was read and no token checked: the
// requests that arrived meanwhile waited several such chains (the invoice page's p99 was 7–10× its
// median). Here the connection is lent a request at a time, the oldest request first, and between two
// requests the event loop gets its turn. Work outside a request (a job, the job worker's first round
// after a start) is one long chain of its own: it lets the event loop read the waiting sockets after each
// slice of BACKGROUND_SLICE_MS, so a probe or a request is never held back by a whole job.
import { currentRequestScope, currentRequestSignal, RequestAbandonedError } from './request-scope';

/** The caller of all work outside a request. */
const BACKGROUND = {};

/**
 * How long work outside a request keeps the connection before the event loop reads what arrived
 * meanwhile (between two of its transactions or single queries, never inside one).
 */
export const BACKGROUND_SLICE_MS = 10;

/** Resolves after the event loop has polled its sockets at least once (two check phases away). */
const afterPoll = (then: () => void) => setImmediate(() => setImmediate(then));

interface Waiter {
  owner: object;
  arrivedAt: number;
  grant(): void;
  refuse(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  /** Background work that gave its turn away until the event loop has polled (not its own chain's to take back). */
  yielding?: boolean;
}

/** The one connection's lending queue: see the file comment. Create one per PGlite instance. */
export class EngineTurns {
  /** The request (or job query) the connection is lent to, busy or between two of its queries. */
  #owner: object | undefined;
  /** When the current owner got the connection (for the background's slice). */
  #ownedSince = 0;
  #busy = false;
  #handOverScheduled = false;
  #waiting: Waiter[] = [];

  /**
   * Resolves once the connection is the caller's: at once when it is free or already lent to the
   * same request; otherwise after every older request's work. A request abandoned while waiting
   * (deadline, client gone) gets {@link RequestAbandonedError} instead, its query never run.
   */
  take(): Promise<void> {
    const scope = currentRequestScope();
    // Outside a request (a job, a migration, a seed) the work is one caller, queued by the time it asks.
    const owner = scope ?? BACKGROUND;
    // Already the caller's, or free: unowned, with no waiter but background work between two slices.
    if (
      !this.#busy &&
      (this.#owner === owner ||
        (this.#owner === undefined && this.#waiting.every((waiter) => waiter.yielding)))
    ) {
      if (owner === BACKGROUND && this.#owner === BACKGROUND && this.#sliceSpent())
        return this.#yieldBackground();
      this.#lend(owner);
      return Promise.resolve();
    }
    const signal = currentRequestSignal();
    if (signal?.aborted) return Promise.reject(new RequestAbandonedError(String(signal.reason)));
    return new Promise<void>((grant, refuse) => {
      const waiter: Waiter = {
        owner,
        arrivedAt: scope?.arrivedAt ?? performance.now(),
        grant,
        refuse,
      };
      if (signal) {
        waiter.signal = signal;
        waiter.onAbort = () => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          refuse(new RequestAbandonedError(String(signal.reason)));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.#enqueue(waiter);
    });
  }

  /**
   * The caller is done with the connection. Another query of the same request already waiting gets
   * it at once (`Promise.all`); otherwise the request keeps its turn until the event loop comes
   * round (its next query usually follows in the same microtask chain), then the oldest waiting
   * request gets it.
   */
  give(): void {
    this.#busy = false;
    const own = this.#waiting.findIndex((waiter) => waiter.owner === this.#owner && !waiter.yielding);
    if (own >= 0) {
      if (this.#owner === BACKGROUND && this.#sliceSpent()) {
        // Another background chain waits (a job's handlers and feeds run at once): its slice is
        // spent too, so it waits for the sockets to be read like a chain that asks again.
        const [waiter] = this.#waiting.splice(own, 1) as [Waiter];
        this.#owner = undefined;
        this.#park(waiter);
        return;
      }
      this.#grant(own);
      return;
    }
    if (this.#handOverScheduled) return;
    this.#handOverScheduled = true;
    setImmediate(() => {
      this.#handOverScheduled = false;
      this.#handOver();
    });
  }

  /** The oldest waiter gets the connection, unless it is lent and busy; parked background work waits. */
  #handOver(): void {
    if (this.#busy) return;
    this.#owner = undefined;
    const next = this.#waiting.findIndex((waiter) => !waiter.yielding);
    if (next >= 0) this.#grant(next);
  }

  #sliceSpent(): boolean {
    return performance.now() - this.#ownedSince > BACKGROUND_SLICE_MS;
  }

  /**
   * The background's slice is spent: it waits until the event loop has read its sockets, then goes
   * after the requests that arrived while it worked (they may have come in before it yielded, but
   * were only read now), and before those still to come.
   */
  #yieldBackground(): Promise<void> {
    this.#owner = undefined;
    return new Promise<void>((grant, refuse) => {
      this.#park({ owner: BACKGROUND, arrivedAt: Number.POSITIVE_INFINITY, grant, refuse });
    });
  }

  /** Queues background work as yielding (no hand-over picks it) until the event loop has polled. */
  #park(waiter: Waiter): void {
    waiter.yielding = true;
    waiter.arrivedAt = Number.POSITIVE_INFINITY;
    this.#waiting.push(waiter);
    afterPoll(() => this.#resume(waiter));
  }

  /** Parked work takes its place by the time it resumes, and gets the connection if nobody has it. */
  #resume(waiter: Waiter): void {
    const index = this.#waiting.indexOf(waiter);
    if (index < 0) return;
    this.#waiting.splice(index, 1);
    waiter.arrivedAt = performance.now();
    waiter.yielding = false;
    this.#enqueue(waiter);
    if (!this.#busy && this.#owner === undefined) this.#handOver();
  }

  #lend(owner: object): void {
    if (this.#owner !== owner) this.#ownedSince = performance.now();
    this.#owner = owner;
    this.#busy = true;
  }

  #grant(index: number): void {
    const [waiter] = this.#waiting.splice(index, 1) as [Waiter];
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    this.#lend(waiter.owner);
    waiter.grant();
  }

  /** Inserts in arrival order (after equals, so one request's waits keep theirs); almost always at the end. */
  #enqueue(waiter: Waiter): void {
    let index = this.#waiting.length;
    while (index > 0) {
      const before = this.#waiting[index - 1] as Waiter;
      if (before.arrivedAt <= waiter.arrivedAt) break;
      index--;
    }
    this.#waiting.splice(index, 0, waiter);
  }
}
