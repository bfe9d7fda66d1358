// `npm start` builds the web app and the server only when their sources are newer than their last
// build (`web` or `server` as an argument builds only that one: the browser journeys need only the web
// app); `npm run build` (--always) builds both regardless. Each build goes to a
// private folder that then replaces its target in one rename, so a server or a copy reading dist/web
// never sees it half-written (several checkouts' tools share it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const always = process.argv.includes('--always');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const builds = [
  {
    key: 'web',
    name: 'web app',
    target: 'dist/web',
    marker: 'index.html',
    inputs: ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'],
    args: ['vite', 'build'],
  },
  {
    key: 'server',
    name: 'server',
    target: 'dist/server',
    marker: 'main.js',
    inputs: ['src/server', 'src/shared', 'vite.server.config.ts', 'package-lock.json'],
    args: ['vite', 'build', '--config', 'vite.server.config.ts'],
  },
].filter(({ key }) => only.length === 0 || only.includes(key));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

for (const { name, target: folder, marker, inputs, args } of builds) {
  const target = resolve(folder);
  const stamp = join(target, '.build-stamp');
  const built = existsSync(stamp) && existsSync(join(target, marker)) ? statSync(stamp).mtimeMs : 0;
  if (!always && built >= Math.max(...inputs.map(newestMtime))) {
    console.log(`The ${name} is up to date (${folder}).`);
    continue;
  }
  console.log(`Building the ${name} (${args.join(' ')})...`);
  // Sources saved while the build runs must count as newer than it: stamp it with its start time.
  const startedAt = new Date();
  const staging = resolve(`dist/.build-${process.pid}`);
  const result = spawnSync('npx', [...args, '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  writeFileSync(join(staging, '.build-stamp'), startedAt.toISOString());
  utimesSync(join(staging, '.build-stamp'), startedAt, startedAt);
  const previous = resolve(`dist/.old-${process.pid}`);
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}
