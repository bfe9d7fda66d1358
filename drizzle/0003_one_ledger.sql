ALTER TABLE "user_profiles" DROP CONSTRAINT "user_profiles_balance_not_negative";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_sign_matches_type";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_valid";--> statement-breakpoint
DROP INDEX "transactions_bet_type_idx";--> statement-breakpoint
ALTER TABLE "live_events" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "balance_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settlement_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settlement_round" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
-- Rows written before settlement rounds existed belong to round 0 (the ledger is append-only, so the
-- backfill of the new column briefly lifts the trigger inside this migration's transaction).
ALTER TABLE "transactions" DISABLE TRIGGER "transactions_append_only";--> statement-breakpoint
UPDATE "transactions" SET "settlement_round" = 0 WHERE "bet_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER "transactions_append_only";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_bet_type_round_idx" ON "transactions" USING btree ("bet_id","type","settlement_round") WHERE "transactions"."bet_id" is not null and "transactions"."type" <> 'REVERSAL';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses_idx" ON "transactions" USING btree ("reverses_id") WHERE "transactions"."reverses_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_withdrawal_type_idx" ON "transactions" USING btree ("withdrawal_id","type") WHERE "transactions"."withdrawal_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_names_entry" CHECK (("transactions"."type" = 'REVERSAL') = ("transactions"."reverses_id" is not null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bet_round" CHECK (("transactions"."bet_id" is null or "transactions"."type" = 'REVERSAL') = ("transactions"."settlement_round" is null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('BET','WITHDRAWAL','DEMO_CREDIT','PAYOUT','REFUND','WITHDRAWAL_REFUND','REVERSAL'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sign_matches_type" CHECK (("transactions"."type" in ('BET','WITHDRAWAL') and "transactions"."amount_paise" < 0) or ("transactions"."type" in ('DEMO_CREDIT','PAYOUT','REFUND','WITHDRAWAL_REFUND') and "transactions"."amount_paise" > 0) or ("transactions"."type" = 'REVERSAL' and "transactions"."amount_paise" <> 0));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_valid" CHECK ("withdrawals"."status" in ('PENDING','AWAITING_SECOND_APPROVAL','COMPLETED','REJECTED','FAILED'));;--> statement-breakpoint
-- A reversal cancels exactly one entry: the same player's, for the opposite amount, and never another
-- reversal (settle again instead).
CREATE FUNCTION transactions_check_reversal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reversed transactions%ROWTYPE;
BEGIN
  SELECT * INTO reversed FROM transactions WHERE id = NEW.reverses_id;
  IF reversed.id IS NULL OR reversed.type = 'REVERSAL' OR reversed.user_id <> NEW.user_id
     OR reversed.amount_paise <> -NEW.amount_paise THEN
    RAISE EXCEPTION 'reversal % does not cancel entry %', NEW.id, NEW.reverses_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER transactions_reversal_matches
  BEFORE INSERT ON transactions
  FOR EACH ROW WHEN (NEW.type = 'REVERSAL') EXECUTE FUNCTION transactions_check_reversal();--> statement-breakpoint
-- A balance never goes down below zero, except through a settlement reversal: the ledger module sets
-- ipl.ledger_reversal for the statement that posts one. Checked only when a change lowers a balance
-- into the negative, so ordinary debits and credits (and credits to a negative balance) never run it.
CREATE FUNCTION user_profiles_guard_negative_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('ipl.ledger_reversal', true), '') <> 'on' THEN
    RAISE EXCEPTION 'balance of % would be negative (%)', NEW.id, NEW.balance_paise USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_profiles_negative_balance
  BEFORE UPDATE OF balance_paise ON user_profiles
  FOR EACH ROW WHEN (NEW.balance_paise < 0 AND NEW.balance_paise < OLD.balance_paise) EXECUTE FUNCTION user_profiles_guard_negative_balance();
