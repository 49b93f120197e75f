import { listNotifications } from '@facturo/sdk/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';

/** Notifications are facts computed by the API; a minute between refetches is fresh enough. */
const NOTIFICATIONS_REFETCH_MS = 60_000;

/** The signed-in user's notifications (renewal due, payment settled, prefix expiring…), newest first. */
export function useNotifications() {
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['notifications'],
    queryFn: async () => (await client.call(listNotifications)).items,
    enabled: isLoggedIn,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  });
}

const SEEN_KEY = 'facturo-seen-notifications';

/** Ids of the notifications the user has already opened the list with (kept per browser). */
export function readSeenNotifications(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Set<string> {
  try {
    const parsed = JSON.parse(storage?.getItem(SEEN_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers `ids` as seen; only the current ones are kept, so the list never grows without bound. */
export function writeSeenNotifications(
  ids: readonly string[],
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  storage?.setItem(SEEN_KEY, JSON.stringify(ids));
}
