// npm run create-admin -- <email> <password> [name]
// Works with DATABASE_URL, with a running `npm start` (attaches to its embedded PostgreSQL),
// or with nothing running (starts the embedded server, migrates, and stops it again). It migrates if it
// must and writes the account: no sync, jobs or ticker run, whatever the environment says.
import pino from 'pino';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { runningEmbeddedUrl } from '../src/server/db/running-embedded-url';
import { createOrPromoteAdmin } from '../src/server/features/admin/create-admin';
import { createAccountsRuntime } from '../src/server/create-accounts-runtime';

const args = z
  .tuple([z.email('Email is invalid'), z.string().min(6, 'Password must be at least 6 characters')])
  .rest(z.string())
  .safeParse(process.argv.slice(2));
if (!args.success) {
  console.error(
    `Usage: npm run create-admin -- <email> <password> [name]\n${args.error.issues[0]?.message ?? ''}`,
  );
  process.exit(2);
}
const [email, password, ...nameParts] = args.data;

const config = loadConfig({ ...process.env, SEED_DEMO_DATA: 'false' });
const logger = pino({ level: 'warn' });
const attached = config.DATABASE_URL ? null : runningEmbeddedUrl(config);
const database = attached
  ? { url: attached, embedded: true, stop: async () => {} }
  : await openDatabase(config, logger);
try {
  const runtime = await createAccountsRuntime(config, database.url, logger);
  const result = await createOrPromoteAdmin(runtime.db, runtime.auth, {
    email,
    password,
    name: nameParts.join(' '),
  });
  console.log(
    result.created ? `Created admin ${email}.` : `Promoted ${email} to admin (password unchanged).`,
  );
  await runtime.close();
} finally {
  await database.stop();
}
