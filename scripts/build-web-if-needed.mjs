// `npm start` builds the web app only when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const stamp = 'dist/web/.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync(stamp) && existsSync('dist/web/index.html') ? statSync(stamp).mtimeMs : 0;
const newest = Math.max(...inputs.map(newestMtime));
if (built >= newest) {
  console.log('Web app is up to date (dist/web).');
} else {
  console.log('Building the web app (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
