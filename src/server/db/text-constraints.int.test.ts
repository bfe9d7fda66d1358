import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/integration/harness';
import { allMigrations, migrationsBefore } from '../../../tests/integration/migrations';
import { createPool } from './create-pool';
import { violatedConstraint } from './constraint-violated';

// The database refuses control characters in what a person typed, behind the API's text type. The
// migration that adds those CHECKs first turns such characters in existing rows into spaces, so it
// cannot fail on a database written before the type existed, and old rows stay updatable.
const TAG = 'text_without_control_characters';

describe('text columns without control characters', async () => {
  const pool = createPool(await createTestDatabase({ migrated: false }), 1, pino({ level: 'silent' }));
  afterAll(() => pool.end());
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder: migrationsBefore(TAG) });

  // Rows as the API let them be written before the text type.
  await pool.query(
    `insert into user_profiles (id, name, email, phone) values ('old', E'Asha\\tRao\\u0085', 'old@example.com', '9876543210')`,
  );
  await pool.query(
    `insert into withdrawals (user_id, amount_paise, method, upi_name, upi_id, status, rejection_reason)
     values ('old', 50000, 'upi', E'A\\u0001B', 'asha@okaxis', 'REJECTED', E'Name mismatch:\\n\\tbank\\rsaid\\u0002so')`,
  );
  await migrate(db, { migrationsFolder: allMigrations() });

  it('turns the control characters of existing rows into spaces, keeping tab and newline in a reason', async () => {
    const user = await pool.query(`select name from user_profiles where id = 'old'`);
    expect(user.rows).toEqual([{ name: 'Asha Rao ' }]);
    const withdrawal = await pool.query(`select upi_name, rejection_reason from withdrawals`);
    expect(withdrawal.rows).toEqual([
      { upi_name: 'A B', rejection_reason: 'Name mismatch:\n\tbank said so' },
    ]);
    // The old row is still updatable (its constraints were validated, not added NOT VALID).
    await pool.query(`update withdrawals set status = 'PENDING', rejection_reason = null`);
  });

  it('refuses a control character written past the API', async () => {
    const refusal = async (statement: string) => {
      try {
        await pool.query(statement);
        return null;
      } catch (error) {
        return violatedConstraint(error);
      }
    };
    expect(await refusal(`update user_profiles set name = E'a\\u0007b'`)).toBe('user_profiles_name_text');
    expect(await refusal(`update withdrawals set upi_name = E'a\\tb'`)).toBe('withdrawals_upi_name_text');
    expect(await refusal(`update withdrawals set rejection_reason = E'a\\u009fb'`)).toBe(
      'withdrawals_rejection_reason_text',
    );
    expect(await refusal(`update withdrawals set rejection_reason = E'line\\n\\tline'`)).toBeNull();
    expect(await refusal(`update user_profiles set name = 'मोहन 🏏'`)).toBeNull();
  });
});
