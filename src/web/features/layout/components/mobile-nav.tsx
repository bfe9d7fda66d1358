import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import type { Me } from '@shared/contracts/me';
import { Button } from '@/components/ui/button';
import { SheetLoadFailed } from '@/components/ui/sheet-load-failed';
import { SheetLoading } from '@/components/ui/sheet-loading';
import { lazyPage } from '@/lib/routing/lazy-page';
import { ErrorBoundary } from '@/lib/routing/route-error-boundary';
const loadSheet = () => import('./mobile-nav-sheet');
/** Fetched again when next opened after its code failed to load (lazyPage). */
const MobileNavSheet = lazyPage(async () => (await loadSheet()).MobileNavSheet);
const preloadSheet = () => void loadSheet().catch(() => {});

type MobileNavProps = { me: Me | null | undefined };

/**
 * The side menu shown below the md breakpoint (768 px). It closes whenever the route changes. Its sheet's
 * code (the dialog and the links) loads the first time it opens or the player reaches for the button:
 * no part of the first screen waits for it. If that code fails to load, a sheet says so and the page
 * stays; closing it lets the next opening fetch the code again.
 */
export function MobileNav({ me }: MobileNavProps) {
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere else closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [sheetWanted, setSheetWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setSheetWanted(true);
          setOpenAt(pathname);
        }}
        onPointerDown={preloadSheet}
        onFocus={preloadSheet}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {sheetWanted && (
        <ErrorBoundary
          fallback={
            open && (
              <SheetLoadFailed
                message={t`The menu could not load.`}
                onClose={() => {
                  setOpenAt(null);
                  setSheetWanted(false);
                }}
              />
            )
          }
        >
          <Suspense fallback={open && <SheetLoading label={t`Loading menu`} />}>
            <MobileNavSheet
              me={me}
              open={open}
              onOpenChange={(next) => setOpenAt(next ? pathname : null)}
              triggerRef={triggerRef}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
