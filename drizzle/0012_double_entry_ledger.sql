ALTER TABLE "transactions" DROP CONSTRAINT "transactions_sign_matches_type";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_valid";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_status_valid";
--> statement-breakpoint
DROP INDEX "transactions_bet_type_round_idx";
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_bet_round";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_reversal_names_entry";
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "debit_account" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "credit_account" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payout_upi_id" integer;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payout_imps_id" integer;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pending_id" uuid;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "match_id" integer;
--> statement-breakpoint
-- Every existing row was one player's signed entry. It becomes a transfer between that player's wallet
-- and the house account on its other side, for its absolute amount (docs/decisions/0018). The ledger is
-- append-only, so the conversion briefly lifts the trigger inside this migration's transaction.
ALTER TABLE "transactions" DISABLE TRIGGER "transactions_append_only";
--> statement-breakpoint
DROP TRIGGER "transactions_reversal_matches" ON "transactions";
--> statement-breakpoint
WITH converted AS (
  SELECT t.id, c.code, w.method, w.payout_upi_id, w.payout_imps_id, b.match_id,
         CASE c.code
           WHEN 'DEMO_CREDIT' THEN 'PROMOTIONS' WHEN 'BET_PLACED' THEN 'PLAYER' WHEN 'BET_WON' THEN 'HOUSE_REVENUE'
           WHEN 'VOID_REFUND' THEN 'STAKES_HELD' WHEN 'WITHDRAWAL_HOLD' THEN 'PLAYER'
           WHEN 'WITHDRAWAL_RELEASED' THEN 'WITHDRAWALS_IN_FLIGHT'
           WHEN 'PAYOUT_BOUNCED' THEN CASE w.method WHEN 'upi' THEN 'PAYOUT_UPI' ELSE 'PAYOUT_IMPS' END
         END AS debit,
         CASE c.code
           WHEN 'BET_PLACED' THEN 'STAKES_HELD' WHEN 'WITHDRAWAL_HOLD' THEN 'WITHDRAWALS_IN_FLIGHT' ELSE 'PLAYER'
         END AS credit
  FROM "transactions" t
  LEFT JOIN "withdrawals" w ON w.id = t.withdrawal_id
  LEFT JOIN "bets" b ON b.id = t.bet_id
  CROSS JOIN LATERAL (SELECT CASE t.type
    WHEN 'BET' THEN 'BET_PLACED' WHEN 'PAYOUT' THEN 'BET_WON' WHEN 'REFUND' THEN 'VOID_REFUND'
    WHEN 'WITHDRAWAL' THEN 'WITHDRAWAL_HOLD' WHEN 'DEMO_CREDIT' THEN 'DEMO_CREDIT'
    WHEN 'WITHDRAWAL_REFUND' THEN CASE w.status WHEN 'FAILED' THEN 'PAYOUT_BOUNCED' ELSE 'WITHDRAWAL_RELEASED' END
  END AS code) c
  WHERE t.type <> 'REVERSAL'
)
UPDATE "transactions" t
SET type = c.code, debit_account = c.debit, credit_account = c.credit, amount_paise = abs(t.amount_paise),
    status = CASE WHEN c.code = 'WITHDRAWAL_HOLD' THEN 'PENDING' ELSE 'COMPLETED' END,
    payout_upi_id = CASE WHEN 'PAYOUT_UPI' IN (c.debit, c.credit) THEN c.payout_upi_id END,
    payout_imps_id = CASE WHEN 'PAYOUT_IMPS' IN (c.debit, c.credit) THEN c.payout_imps_id END,
    match_id = c.match_id
FROM converted c WHERE c.id = t.id;
--> statement-breakpoint
-- A reversal takes the route of the transfer it cancels, backwards.
UPDATE "transactions" t
SET debit_account = r.credit_account, credit_account = r.debit_account, amount_paise = r.amount_paise,
    payout_upi_id = r.payout_upi_id, payout_imps_id = r.payout_imps_id, match_id = r.match_id,
    status = 'COMPLETED'
FROM "transactions" r WHERE t.type = 'REVERSAL' AND r.id = t.reverses_id;
--> statement-breakpoint
-- A refused withdrawal's refund voids its hold.
UPDATE "transactions" t SET pending_id = h.id
FROM "transactions" h
WHERE t.type = 'WITHDRAWAL_RELEASED' AND h.withdrawal_id = t.withdrawal_id AND h.type = 'WITHDRAWAL_HOLD';
--> statement-breakpoint
-- What was never written before: a paid withdrawal's hold posted to the payout account that paid it…
INSERT INTO "transactions" (type, debit_account, credit_account, amount_paise, status, pending_id, withdrawal_id,
                            payout_upi_id, payout_imps_id, metadata, created_at)
SELECT 'WITHDRAWAL_PAID', 'WITHDRAWALS_IN_FLIGHT', CASE w.method WHEN 'upi' THEN 'PAYOUT_UPI' ELSE 'PAYOUT_IMPS' END,
       w.amount_paise, 'COMPLETED', h.id, w.id, w.payout_upi_id, w.payout_imps_id,
       jsonb_build_object('method', w.method, 'converted', true), w.processed_at
FROM "withdrawals" w JOIN "transactions" h ON h.withdrawal_id = w.id AND h.type = 'WITHDRAWAL_HOLD'
WHERE w.status IN ('COMPLETED', 'FAILED');
--> statement-breakpoint
-- …and a settled bet's stake moved into the house's revenue (a winner's payout comes out of it).
INSERT INTO "transactions" (type, debit_account, credit_account, amount_paise, bet_id, settlement_round, match_id,
                            metadata, created_at)
SELECT CASE b.status WHEN 'WON' THEN 'BET_WON' ELSE 'BET_LOST' END, 'STAKES_HELD', 'HOUSE_REVENUE', b.amount_paise,
       b.id, b.settlement_round, b.match_id,
       jsonb_build_object('bet_id', b.id, 'match_id', b.match_id, 'converted', true), b.settled_at
FROM "bets" b WHERE b.status IN ('WON', 'LOST');
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER "transactions_append_only";
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "debit_account" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "credit_account" SET NOT NULL;
--> statement-breakpoint
-- A reversal cancels exactly one transfer: the same accounts backwards, for the same amount, and never
-- another reversal (settle again instead).
CREATE OR REPLACE FUNCTION transactions_check_reversal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reversed transactions%ROWTYPE;
BEGIN
  SELECT * INTO reversed FROM transactions WHERE id = NEW.reverses_id;
  IF reversed.id IS NULL OR reversed.type = 'REVERSAL' OR reversed.amount_paise <> NEW.amount_paise
     OR reversed.debit_account <> NEW.credit_account OR reversed.credit_account <> NEW.debit_account
     OR reversed.user_id IS DISTINCT FROM NEW.user_id OR reversed.payout_upi_id IS DISTINCT FROM NEW.payout_upi_id
     OR reversed.payout_imps_id IS DISTINCT FROM NEW.payout_imps_id THEN
    RAISE EXCEPTION 'reversal % does not cancel transfer %', NEW.id, NEW.reverses_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_reversal_matches
  BEFORE INSERT ON transactions
  FOR EACH ROW WHEN (NEW.type = 'REVERSAL') EXECUTE FUNCTION transactions_check_reversal();
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_upi_id_upi_details_id_fk" FOREIGN KEY ("payout_upi_id") REFERENCES "public"."upi_details"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_imps_id_imps_details_id_fk" FOREIGN KEY ("payout_imps_id") REFERENCES "public"."imps_details"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pending_id_transactions_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "transactions_demo_credit_created_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."type" = 'DEMO_CREDIT';
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_bet_leg_round_idx" ON "transactions" USING btree ("bet_id","type","settlement_round","debit_account") WHERE "transactions"."bet_id" is not null and "transactions"."type" <> 'REVERSAL';
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_pending_idx" ON "transactions" USING btree ("pending_id") WHERE "transactions"."pending_id" is not null;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_paise" > 0);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_two_sides" CHECK ("transactions"."debit_account" in ('PLAYER','PROMOTIONS','STAKES_HELD','HOUSE_REVENUE','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI','PAYOUT_IMPS') and "transactions"."credit_account" in ('PLAYER','PROMOTIONS','STAKES_HELD','HOUSE_REVENUE','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI','PAYOUT_IMPS') and "transactions"."debit_account" <> "transactions"."credit_account");
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_route" CHECK ("transactions"."type" = 'REVERSAL' or ("transactions"."type", "transactions"."debit_account", "transactions"."credit_account") in (('DEMO_CREDIT','PROMOTIONS','PLAYER'), ('BET_PLACED','PLAYER','STAKES_HELD'), ('BET_WON','STAKES_HELD','HOUSE_REVENUE'), ('BET_WON','HOUSE_REVENUE','PLAYER'), ('BET_LOST','STAKES_HELD','HOUSE_REVENUE'), ('VOID_REFUND','STAKES_HELD','PLAYER'), ('WITHDRAWAL_HOLD','PLAYER','WITHDRAWALS_IN_FLIGHT'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_IMPS'), ('WITHDRAWAL_RELEASED','WITHDRAWALS_IN_FLIGHT','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_UPI','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_IMPS','PLAYER')));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_side" CHECK (("transactions"."user_id" is not null) = ('PLAYER' in ("transactions"."debit_account", "transactions"."credit_account")));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_side" CHECK (("transactions"."payout_upi_id" is not null) = ('PAYOUT_UPI' in ("transactions"."debit_account", "transactions"."credit_account")) and ("transactions"."payout_imps_id" is not null) = ('PAYOUT_IMPS' in ("transactions"."debit_account", "transactions"."credit_account")));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pending_is_hold" CHECK (("transactions"."status" = 'PENDING') = ("transactions"."type" = 'WITHDRAWAL_HOLD'));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_resolves_hold" CHECK (("transactions"."pending_id" is not null) = ("transactions"."type" in ('WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED')));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('DEMO_CREDIT','BET_PLACED','BET_WON','BET_LOST','VOID_REFUND','WITHDRAWAL_HOLD','WITHDRAWAL_PAID','WITHDRAWAL_RELEASED','PAYOUT_BOUNCED','REVERSAL'));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" in ('COMPLETED','PENDING'));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_names_entry" CHECK (("transactions"."type" = 'REVERSAL') = ("transactions"."reverses_id" is not null));
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bet_round" CHECK (("transactions"."bet_id" is null or "transactions"."type" = 'REVERSAL') = ("transactions"."settlement_round" is null));
