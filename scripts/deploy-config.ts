// The configurations in deploy/ are what an operator installs and what the cluster and failover tests
// run: a file there names each value that differs between machines as {{NAME}}, and this fills them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DEPLOY_DIR = join(import.meta.dirname, '..', 'deploy');

/** deploy/<file> with every {{NAME}} replaced by values[NAME]; throws on a name without a value. */
export function renderDeployConfig(file: string, values: Record<string, string | number>): string {
  return readFileSync(join(DEPLOY_DIR, file), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/${file}: no value for {{${name}}}`);
    return String(value);
  });
}
