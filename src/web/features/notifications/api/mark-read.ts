import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/contracts/notifications';
import { apiFetch } from '@/lib/api';
import { notificationsKeys } from '@/lib/query-keys';

/** POST /api/me/notifications/read: those ids are read; the answer is how many are still unread. */
const markRead = (ids: number[]): Promise<{ unread: number }> =>
  apiFetch('/api/me/notifications/read', { method: 'POST', body: { ids } });

/** Marks notifications read: at once on screen, the count from the server after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
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
