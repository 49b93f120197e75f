import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number, now: () => number) =>
  Math.max(0, Math.ceil((deadline - now()) / 1000));

/**
 * Whole seconds left until `deadline` (epoch milliseconds), updated every second and 0 once past.
 * The interval runs only while time is left and stops on unmount.
 */
export function useCountdown(deadline: number, now: () => number = Date.now): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline, now));

  useEffect(() => {
    setSeconds(secondsUntil(deadline, now));
    if (deadline <= now()) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline, now);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return seconds;
}
