// `npm start` (and the browser journeys) build the web app only when its sources are newer than the
// last build. The build goes to a private folder that then replaces dist/web in one rename, so a
// server or a copy reading dist/web never sees it half-written (several checkouts' tools share it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const target = resolve('dist/web');
const stamp = join(target, '.build-stamp');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync(stamp) && existsSync(join(target, 'index.html')) ? statSync(stamp).mtimeMs : 0;
const newest = Math.max(...inputs.map(newestMtime));
if (built >= newest) {
  console.log('Web app is up to date (dist/web).');
} else {
  console.log('Building the web app (vite build)...');
  // Sources saved while the build runs must count as newer than it: stamp it with its start time.
  const startedAt = new Date();
  const staging = resolve(`dist/.web-build-${process.pid}`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  writeFileSync(join(staging, '.build-stamp'), startedAt.toISOString());
  utimesSync(join(staging, '.build-stamp'), startedAt, startedAt);
  const previous = resolve(`dist/.web-old-${process.pid}`);
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}
