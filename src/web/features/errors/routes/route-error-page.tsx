import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/title';
import { NotFoundPage } from './not-found-page';

/** Shown when a page throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useLingui();
  usePageTitle(notFound ? t`Page Not Found` : t`Something went wrong`);
  if (notFound) return <NotFoundPage />;
  console.error(error);
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
