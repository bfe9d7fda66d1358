-- The in-play delay (issue 41): an in-play slip is held first, its stakes held in the ledger (BET_HOLD
-- into BETS_IN_DELAY, a two-phase transfer), and placed or refused when its delay ends. Transfers keep
-- their ids named by the hold they post or void. feed_sync_progress counts the live syncs, so a delay
-- waits for a sync that started after the bet arrived.
CREATE TABLE "feed_sync_progress" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"started" bigint DEFAULT 0 NOT NULL,
	"finished" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_sync_progress_one_row" CHECK ("feed_sync_progress"."id")
);
--> statement-breakpoint
CREATE TABLE "bet_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" text NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"score_at_arrival" text NOT NULL,
	CONSTRAINT "bet_holds_slip_position_unique" UNIQUE("slip_id","position"),
	CONSTRAINT "bet_holds_amount_positive" CHECK ("bet_holds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_two_sides";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_route";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pending_is_hold";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_resolves_hold";--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "syncs_started_before" bigint;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "odds_change" text;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD COLUMN "refusal_details" jsonb;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_id_transactions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_slip_id_bet_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."bet_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_option_id_market_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."market_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_holds_market_idx" ON "bet_holds" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "bet_slips_held_idx" ON "bet_slips" USING btree ("held_until") WHERE "bet_slips"."held_until" is not null and "bet_slips"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD CONSTRAINT "bet_slips_held_fields" CHECK (("bet_slips"."held_until" is null) = ("bet_slips"."syncs_started_before" is null) and ("bet_slips"."held_until" is null) = ("bet_slips"."odds_change" is null) and ("bet_slips"."held_until" is not null or "bet_slips"."resolved_at" is null) and ("bet_slips"."refusal_reason" is null or "bet_slips"."resolved_at" is not null));--> statement-breakpoint
ALTER TABLE "bet_slips" ADD CONSTRAINT "bet_slips_refusal_valid" CHECK ("bet_slips"."refusal_reason" is null or "bet_slips"."refusal_reason" in ('BALL_BOWLED','MARKET_SUSPENDED','MARKET_CLOSED','ODDS_CHANGED','FEED_STALE'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('DEMO_CREDIT','BET_PLACED','BET_HOLD','BET_HOLD_RELEASED','BET_WON','BET_LOST','VOID_REFUND','CASH_OUT','WITHDRAWAL_HOLD','WITHDRAWAL_PAID','WITHDRAWAL_RELEASED','PAYOUT_BOUNCED','REVERSAL'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_two_sides" CHECK ("transactions"."debit_account" in ('PLAYER','PROMOTIONS','STAKES_HELD','BETS_IN_DELAY','HOUSE_REVENUE','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI','PAYOUT_IMPS') and "transactions"."credit_account" in ('PLAYER','PROMOTIONS','STAKES_HELD','BETS_IN_DELAY','HOUSE_REVENUE','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI','PAYOUT_IMPS') and "transactions"."debit_account" <> "transactions"."credit_account");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_route" CHECK ("transactions"."type" = 'REVERSAL' or ("transactions"."type", "transactions"."debit_account", "transactions"."credit_account") in (('DEMO_CREDIT','PROMOTIONS','PLAYER'), ('BET_PLACED','PLAYER','STAKES_HELD'), ('BET_PLACED','BETS_IN_DELAY','STAKES_HELD'), ('BET_HOLD','PLAYER','BETS_IN_DELAY'), ('BET_HOLD_RELEASED','BETS_IN_DELAY','PLAYER'), ('BET_WON','STAKES_HELD','HOUSE_REVENUE'), ('BET_WON','HOUSE_REVENUE','PLAYER'), ('BET_LOST','STAKES_HELD','HOUSE_REVENUE'), ('VOID_REFUND','STAKES_HELD','PLAYER'), ('CASH_OUT','STAKES_HELD','HOUSE_REVENUE'), ('CASH_OUT','HOUSE_REVENUE','PLAYER'), ('WITHDRAWAL_HOLD','PLAYER','WITHDRAWALS_IN_FLIGHT'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_IMPS'), ('WITHDRAWAL_RELEASED','WITHDRAWALS_IN_FLIGHT','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_UPI','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_IMPS','PLAYER')));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pending_is_hold" CHECK (("transactions"."status" = 'PENDING') = ("transactions"."type" in ('WITHDRAWAL_HOLD', 'BET_HOLD')));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_resolves_hold" CHECK (("transactions"."pending_id" is not null) = ("transactions"."type" in ('WITHDRAWAL_PAID', 'WITHDRAWAL_RELEASED', 'BET_HOLD_RELEASED') or ("transactions"."type" = 'BET_PLACED' and "transactions"."debit_account" = 'BETS_IN_DELAY')));--> statement-breakpoint
INSERT INTO "feed_sync_progress" DEFAULT VALUES;
