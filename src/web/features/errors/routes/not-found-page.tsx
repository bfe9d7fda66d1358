import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { House } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/title';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page Not Found`);
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <h1 className="grid gap-3">
          <span className="bg-gradient-to-br from-indigo-300 via-indigo-400 to-accent bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
            404
          </span>{' '}
          <span className="text-2xl font-bold">
            <Trans>Oops! Page not found</Trans>
          </span>
        </h1>
        <p className="mt-3 text-muted-foreground">
          <Trans>
            The page you are looking for has been moved, removed or never existed. Let&apos;s get you back to
            the action.
          </Trans>
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <House aria-hidden="true" />
            <Trans>Return to Home</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
