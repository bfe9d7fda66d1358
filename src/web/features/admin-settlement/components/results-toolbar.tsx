import { ChevronLeft, ChevronRight, ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** Above the pending matches: the "has bets" filter and the bulk settle of the page's feed-agreed results. */
export function ResultsToolbar({
  hasBets,
  onHasBets,
  feedAgreed,
  onBulkSettle,
}: {
  hasBets: boolean;
  onHasBets: (on: boolean) => void;
  /** How many matches on this page the feed agrees on. */
  feedAgreed: number;
  onBulkSettle: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3">
      <div className="flex items-center gap-3">
        <Switch id="pending-has-bets" checked={hasBets} onCheckedChange={onHasBets} />
        <Label htmlFor="pending-has-bets" className="cursor-pointer">
          Only matches with bets
        </Label>
      </div>
      <Button onClick={onBulkSettle} disabled={feedAgreed === 0} className="max-sm:w-full">
        <ListChecks className="size-4" aria-hidden="true" />
        Settle feed results ({feedAgreed})
      </Button>
    </div>
  );
}

/** Previous / next through the pages of the list, with where the operator is. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages of matches" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {first}–{last} of {total} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={busy || page >= pages}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
