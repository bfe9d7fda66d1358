// One file, several operations: the start-up seeds, run together by runtime.ts under its start-up
// lock and sharing ensureAccount; each runs by its own setting.
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEMO_PLAYER } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { teamLogoPath } from '@shared/team-badge';
import { IPL_TEAMS } from '@shared/teams';
import type { Db } from '../../db/client';
import { demoWinners, impsDetails, teams, upiDetails, userProfiles } from '../../db/schema';
import { grantAdmin } from '../admin/grant-admin';
import type { Auth } from '../auth/auth';

// Everything here is idempotent: safe on every start and from several instances (run under the
// start-up lock).

/** What every installation needs: the IPL teams (the feeds name matches by them). */
export async function seedReferenceData(db: Db) {
  await seedTeams(db);
}

/**
 * Demo data, never in production (config.ts refuses it): recent winners, payout accounts and the demo
 * player, whose password the login dialog shows.
 */
export async function seedDemoData(db: Db, auth: Auth, logger: Logger) {
  if ((await db.$count(demoWinners)) === 0) {
    await db.insert(demoWinners).values(
      DEMO_WINNERS.map(([name, rupees, minutesAgo]) => ({
        name,
        amountPaise: rupeesToPaise(rupees),
        wonAt: new Date(Date.now() - minutesAgo * 60_000),
      })),
    );
  }
  if ((await db.$count(upiDetails)) === 0) await db.insert(upiDetails).values(UPI_DETAILS);
  if ((await db.$count(impsDetails)) === 0) await db.insert(impsDetails).values(IMPS_DETAILS);
  await ensureAccount(db, auth, { ...DEMO_PLAYER, phone: '9876543210' }, logger);
}

/** The configured admin (development: the README's; production: only with a strong SEED_ADMIN_PASSWORD). */
export async function seedAdmin(
  db: Db,
  auth: Auth,
  admin: { email: string; password: string },
  logger: Logger,
) {
  const adminId = await ensureAccount(
    db,
    auth,
    { ...admin, name: 'Back Office Admin', phone: '9000000001' },
    logger,
  );
  await grantAdmin(db, adminId);
}

async function seedTeams(db: Db) {
  for (const team of IPL_TEAMS) {
    const values = { ...team, logoPath: teamLogoPath(team) };
    await db.insert(teams).values(values).onConflictDoUpdate({ target: teams.shortName, set: values });
  }
}

/** Creates an account through Better Auth (hashing, ledgered demo credit) unless the email exists. */
async function ensureAccount(
  db: Db,
  auth: Auth,
  account: { email: string; password: string; name: string; phone: string },
  logger: Logger,
): Promise<string> {
  const email = account.email.toLowerCase();
  const [existing] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, email));
  if (existing) return existing.id;
  const result = await auth.api.signUpEmail({ body: { ...account, email } });
  logger.info({ email }, 'created seed account');
  return result.user.id;
}

const DEMO_WINNERS: [string, number, number][] = [
  ['Rahul S.', 25_000, 12],
  ['Priya M.', 8_750, 38],
  ['Arjun K.', 1_50_000, 95],
  ['Sneha R.', 4_200, 180],
  ['Vikram P.', 62_500, 310],
  ['Ananya D.', 12_300, 520],
  ['Karthik N.', 3_900, 760],
  ['Meera J.', 48_000, 1_100],
];

const UPI_DETAILS = [
  {
    name: 'IPL Betting Payouts',
    upiId: 'iplbetting.payouts@okhdfcbank',
    lastUsed: new Date(),
  },
  { name: 'IPL Betting Reserve', upiId: 'iplbetting.reserve@okicici', lastUsed: null },
  {
    name: 'IPL Betting Backup',
    upiId: 'iplbetting.backup@ybl',
    isActive: false,
    lastUsed: null,
  },
];

const IMPS_DETAILS = [
  {
    name: 'IPL Betting Demo Ltd',
    accountNumber: '50200012345678',
    ifscCode: 'HDFC0001234',
    bankName: 'HDFC Bank',
    lastUsed: new Date(),
  },
  {
    name: 'IPL Betting Demo Ltd',
    accountNumber: '000405012345',
    ifscCode: 'ICIC0000004',
    bankName: 'ICICI Bank',
    lastUsed: null,
  },
];
