import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { SUPPORT_CHAT_URL } from '@shared/constants';
import { cn } from '@/lib/cn';

/** The external support-chat group, in a new tab. */
export function SupportLink({
  className,
  showLabel = 'xl',
}: {
  className?: string;
  showLabel?: 'always' | 'xl';
}) {
  const { t } = useLingui();
  return (
    <a
      href={SUPPORT_CHAT_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Support chat`}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-white/5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <MessageCircle className="size-4.5" aria-hidden="true" />
      <span className={showLabel === 'xl' ? 'hidden xl:inline' : undefined}>
        <Trans>Support</Trans>
      </span>
    </a>
  );
}
