import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';
import { notificationsKeys } from '@/lib/query-keys';

/** GET /api/me/notifications: refreshed when the stream announces a new one. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/api/me/notifications', { signal }),
    enabled,
  });
}

/** POST /api/me/notifications/read: marked read at once on screen, the count from the server after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<{ unread: number }>('/api/me/notifications/read', { method: 'POST', body: { ids } }),
    onMutate: (ids) =>
      queryClient.setQueryData<NotificationList>(notificationsKeys.all, (list) =>
        list
          ? {
              unread: Math.max(
                0,
                list.unread - list.notifications.filter((n) => !n.read && ids.includes(n.id)).length,
              ),
              notifications: list.notifications.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)),
            }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
