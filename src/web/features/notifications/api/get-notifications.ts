import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';
import { notificationsKeys } from '@/lib/query-keys';

/** GET /api/me/notifications: the player's notifications and how many are unread. */
const getNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  apiFetch('/api/me/notifications', { signal });

const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => getNotifications(signal),
  });

/** The bell's list, refreshed when the stream announces a new one; `enabled` for a signed-in player. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}
