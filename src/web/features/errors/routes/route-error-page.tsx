import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/title';

/** Shown in place of a page that threw while rendering, or whose code failed to load. */
export function RouteErrorPage() {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-500/15 text-red-300 ring-1 ring-red-500/30">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>An unexpected error stopped this page from loading. Please try again in a moment.</Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <Trans>Try Again</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Return to Home</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
