import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (a search box asks the server once the typing
 * pauses, not on every key). The timer is cleared on every change and on unmount.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
