import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/integration/harness';
import { allMigrations, migrationsBefore } from '../../../../tests/integration/migrations';
import { createDatabase } from '../../db/client';
import { createPool } from '../../db/create-pool';
import { createMatch } from '../bets/test-fixtures';

// The migration to notice codes (drizzle/0023) gives each notice stored as sentences, in English or in
// Hindi, the code and parameters its sentences tell, so that it follows a language switch; a notice
// whose sentences tell none keeps them, as a TEXT notice.

describe('the migration of stored notices to codes with parameters', async () => {
  const pool = createPool(await createTestDatabase({ migrated: false }), 1, pino({ level: 'silent' }));
  afterAll(() => pool.end());
  const db = createDatabase(pool);
  await migrate(db, { migrationsFolder: migrationsBefore('notice_params') });
  await pool.query(`insert into teams (name, short_name, logo_path, primary_color, secondary_color)
                    values ('Mumbai Indians', 'MI', '/mi.svg', '#004BA0', '#D1AB3E'),
                           ('Chennai Super Kings', 'CSK', '/csk.svg', '#FFFF3C', '#0081E9')`);
  await pool.query(`insert into user_profiles (id, name, email, phone)
                    values ('reader', 'Asha Rao', 'asha@example.com', '9876543210')`);
  const match = await createMatch(db, { teams: [0, 1], date: new Date('2026-04-01T14:00:00Z') });

  /** The stored notices, as the players' apps wrote them before codes, each as [kind, title, body, key]. */
  const STORED: [string, string, string, string | null][] = [
    ['WITHDRAWAL', 'Withdrawal paid', 'Your withdrawal of ₹1,500 has been paid.', null],
    ['WITHDRAWAL', 'निकासी का भुगतान हो गया', 'आपकी ₹500.50 की निकासी का भुगतान कर दिया गया है।', null],
    [
      'WITHDRAWAL',
      'Withdrawal rejected',
      'Your withdrawal of ₹500 was rejected: Name does not match. The amount is back in your wallet.',
      null,
    ],
    [
      'WITHDRAWAL',
      'निकासी विफल',
      'आपकी ₹2,000 की निकासी नहीं पहुँच सकी: Bank down। राशि आपके वॉलेट में वापस आ गई है।',
      null,
    ],
    ['BET_RESULT', 'You won on MI vs CSK', '2 of your bets won: ₹1,900 paid to your wallet.', null],
    ['BET_RESULT', 'MI बनाम CSK पर बेट हारा', 'आपका बेट हार गया।', null],
    ['BET_RESULT', 'Bet void on match #12', 'Your bet was void: ₹500 refunded to your wallet.', null],
    [
      'BET_RESULT',
      'ऑटो कैश आउट: ₹650',
      'मुंबई इंडियंस (मुंबई इंडियंस बनाम चेन्नई सुपर किंग्स) पर आपका बेट आपके लक्ष्य पर कैश आउट हुआ: ₹650 आपके वॉलेट में भेजे गए।',
      null,
    ],
    [
      'MATCH_REMINDER',
      'MI बनाम CSK जल्द शुरू होगा',
      'MI बनाम CSK शाम 7:30 IST पर शुरू होगा। इस पर आपका बेट लगा है।',
      `match-reminder:${match.matchId}`,
    ],
    [
      'WALLET_BELOW_ZERO',
      'MI बनाम CSK के टॉस का नतीजा सुधारा गया',
      'इस पर आपको मिला भुगतान वापस ले लिया गया है, और आपका वॉलेट अब शून्य से ₹250 नीचे है। बैलेंस फिर से शून्य से ऊपर आते ही बेटिंग और निकासी शुरू हो जाएँगी।',
      null,
    ],
  ];
  for (const [kind, title, body, key] of STORED)
    await pool.query(
      `insert into notifications (user_id, kind, title, body, dedupe_key) values ('reader', $1, $2, $3, $4)`,
      [kind, title, body, key],
    );
  await migrate(db, { migrationsFolder: allMigrations() });

  it('tells each notice its code and parameters from its English or Hindi sentences', async () => {
    const { rows } = await pool.query<{ params: unknown }>(`select params from notifications order by id`);
    const teams = { matchId: null, home: 'MI', away: 'CSK' };
    expect(rows.map((r) => r.params)).toEqual([
      { code: 'WITHDRAWAL_PAID', amount: 1500 },
      { code: 'WITHDRAWAL_PAID', amount: 500.5 },
      { code: 'WITHDRAWAL_REJECTED', amount: 500, reason: 'Name does not match' },
      { code: 'WITHDRAWAL_FAILED', amount: 2000, reason: 'Bank down' },
      { code: 'BET_WON', ...teams, bets: 2, amount: 1900 },
      { code: 'BET_LOST', ...teams, bets: 1 },
      { code: 'BET_VOID', matchId: 12, home: null, away: null, bets: 1, amount: 500 },
      { code: 'TEXT', title: STORED[7]![1], body: STORED[7]![2] },
      {
        code: 'MATCH_REMINDER',
        matchId: match.matchId,
        home: 'MI',
        away: 'CSK',
        startsAt: expect.stringMatching(/^2026-04-01T14:00:00/),
      },
      { code: 'WALLET_BELOW_ZERO', ...teams, part: 'toss', owed: 250 },
    ]);
  });
});
