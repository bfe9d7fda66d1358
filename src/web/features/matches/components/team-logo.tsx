import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { teamBadgeSvg } from '@shared/team-badge';
import type { Team } from '@shared/contracts/matches';
import { cn } from '@/lib/cn';
import { useCricketText } from '@/lib/i18n/use-cricket-text';

/** A badge drawn in the team's colours, used when its logo cannot be loaded. */
function placeholderSrc(team: Team) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    teamBadgeSvg(team.shortName, team.primaryColor, team.secondaryColor),
  )}`;
}

/** The team's logo; `className` sizes it (size-12 without one). */
export function TeamLogo({ team, className = 'size-12' }: { team: Team; className?: string }) {
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  const name = useCricketText()(team.name);
  return (
    <img
      src={failed || !team.logoPath ? placeholderSrc(team) : team.logoPath}
      alt={t`${name} logo`}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-placeholder={failed || undefined}
      className={cn('shrink-0 object-contain drop-shadow', className)}
    />
  );
}
