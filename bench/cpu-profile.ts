// Reads the CPU profile node's --cpu-prof wrote for the app and splits its samples by layer: each sample
// goes to the innermost frame that belongs to one (zod's validation, the pg driver, hono's routing, our
// code by folder...), node's own internals to the layer that called them. The compiled server's frames
// are traced back to their sources through its source maps.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The compiled server's source maps, read once each. */
const sourceMaps = new Map<string, TraceMap | null>();

/** The one profile the app wrote into `dir` as it exited. */
export function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the app wrote no CPU profile');
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
}

/** Where a frame of the compiled server comes from (its source map), as a path from the repository. */
function sourceOf({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  if (!url.includes('/dist/server/')) return url;
  const file = fileURLToPath(url);
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null,
    );
  const map = sourceMaps.get(file);
  const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source;
  return source ? join(dirname(file), source) : url;
}

/** The layer a frame's code belongs to, or null for node's internals and frames without a script. */
function layerOf(callFrame: ProfileNode['callFrame']): string | null {
  const url = sourceOf(callFrame);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) {
    const name = inPackage[1]!;
    if (name === 'zod' || name.startsWith('@hono/zod')) return 'validation (zod)';
    if (name === 'pg' || name.startsWith('pg-')) return 'pg driver (send, parse rows)';
    if (name === '@hono/node-server') return 'HTTP adapter (@hono/node-server, node:http)';
    if (name === 'hono' || name.startsWith('@hono/')) return 'HTTP routing and middleware (hono)';
    if (name === 'better-auth' || name.startsWith('@better-auth') || name === 'better-call')
      return 'auth (better-auth)';
    if (name === 'drizzle-orm') return 'query building (drizzle)';
    if (name.startsWith('pino')) return 'logging (pino)';
    return `package ${name}`;
  }
  const ours = /\/src\/(server|shared)\/(.*)/.exec(url);
  if (!ours) return null;
  const path = ours[2]!;
  if (ours[1] === 'shared') return 'ours: shared contracts and money';
  if (path.startsWith('http/auth-session')) return 'ours: session lookup (http/auth-session)';
  if (path.startsWith('http/')) return 'ours: HTTP middleware (http/)';
  if (path.startsWith('realtime/') || path.includes('events'))
    return 'ours: live events (realtime/, *events*)';
  if (path.startsWith('db/')) return 'ours: database client (db/)';
  return `ours: ${path.split('/').slice(0, 2).join('/')}`;
}

/**
 * Self time in ms of the samples within [from, to] (epoch ms), by layer: a sample counts for the
 * innermost frame with a layer; node's internals (http parsing, streams, timers) count for the frame
 * that called them, and samples with none at all as node's own (GC, the HTTP parser; idle is left out).
 * `exitedAt` is when the app exited, which is when its profile ends.
 */
export function layerTimes(
  profile: CpuProfile,
  from: number,
  to: number,
  exitedAt: number,
): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const layerOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const { functionName } = node.callFrame;
    let layer = layerOf(node.callFrame);
    if (!layer) {
      if (functionName === '(garbage collector)') layer = 'garbage collection';
      else if (functionName === '(idle)') layer = '(idle)';
      else if (functionName === '(program)') layer = 'node and V8 (no JS frame)';
      else {
        const up = parent.get(id);
        layer = up === undefined ? 'node internals' : resolve(up);
      }
    }
    layerOfNode.set(id, layer);
    return layer;
  };
  const times = new Map<string, number>();
  // The profile's clock is in microseconds since an arbitrary origin; its end is the app's exit.
  let at = profile.startTime;
  const endAt = profile.startTime + profile.timeDeltas.reduce((a, b) => a + b, 0);
  const offsetMs = exitedAt - endAt / 1000;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    const wall = at / 1000 + offsetMs;
    if (wall < from || wall > to) return;
    const layer = resolve(id);
    if (layer === '(idle)') return;
    times.set(layer, (times.get(layer) ?? 0) + profile.timeDeltas[i]! / 1000);
  });
  return times;
}
