import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import type { Notification } from '@shared/contracts/notifications';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { formatShortDateTime } from '@shared/format-date';
import { useActiveLocale } from '@/lib/i18n/switch-locale';
import { useCricketText } from '@/lib/i18n/use-cricket-text';
import { noticeText } from './notice-text';

/**
 * The header's bell: the unread count, and the latest notifications with mark-as-read. `defaultOpen`:
 * the player tapped the bell's placeholder while this code loaded, so it opens as it mounts.
 */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const unreadIds = data?.notifications.filter((n) => !n.read).map((n) => n.id) ?? [];

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    if (notification.link) void navigate(notification.link);
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-9 shrink-0"
          aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm">
            <Trans>Notifications</Trans>
          </DropdownMenuLabel>
          {unreadIds.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              onClick={(event) => {
                event.preventDefault();
                markRead.mutate(unreadIds);
              }}
            >
              <Trans>Mark all as read</Trans>
            </Button>
          )}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {isPending ? (
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          ) : isError ? (
            <p className="p-4 text-sm text-muted-foreground">
              <Trans>Notifications could not be loaded.</Trans>
            </p>
          ) : data.notifications.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              <Trans>No notifications yet.</Trans>
            </p>
          ) : (
            data.notifications.map((n) => <NotificationItem key={n.id} notification={n} onOpen={open} />)
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One notification, an unread one with a dot and in bold; choosing it opens it (`onOpen`). */
function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const locale = useActiveLocale();
  const cricketText = useCricketText();
  const { title, body } = noticeText(n.params, cricketText, locale);
  return (
    <DropdownMenuItem className="items-start gap-2 py-2" onSelect={() => onOpen(n)}>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-accent')}
      />
      <span className="grid gap-0.5">
        <span className={cn('text-sm', !n.read && 'font-semibold')}>
          {title}
          {!n.read && (
            <span className="sr-only">
              {' '}
              <Trans>(unread)</Trans>
            </span>
          )}
        </span>
        <span className="text-xs text-muted-foreground">{body}</span>
        <span className="text-xs text-muted-foreground/80">
          {formatShortDateTime(new Date(n.createdAt), locale)}
        </span>
      </span>
    </DropdownMenuItem>
  );
}
