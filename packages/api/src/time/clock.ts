/** The time source every rule reads; tests replace it to travel through expiries. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** Seconds after `date`. */
export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Whole seconds from `now` until `later`, at least 1 while `later` is in the future. */
export const secondsUntil = (later: Date, now: Date): number =>
  Math.max(0, Math.ceil((later.getTime() - now.getTime()) / 1000));
