CREATE TABLE "cash_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"stake_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_outs_user_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "cash_outs_stake_positive" CHECK ("cash_outs"."stake_paise" > 0),
	CONSTRAINT "cash_outs_amount_not_negative" CHECK ("cash_outs"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_amount_positive";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_status_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_route";--> statement-breakpoint
DROP INDEX "transactions_bet_leg_round_idx";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out_stake_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "auto_cash_out_target_paise" bigint;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_outs_bet_idx" ON "cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "cash_outs_created_idx" ON "cash_outs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bets_auto_cash_out_idx" ON "bets" USING btree ("market_id") WHERE "bets"."auto_cash_out_target_paise" is not null and "bets"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_bet_leg_round_idx" ON "transactions" USING btree ("bet_id","type","settlement_round","debit_account") WHERE "transactions"."bet_id" is not null and "transactions"."type" not in ('REVERSAL', 'CASH_OUT');--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_suspension_reason_valid" CHECK ("markets"."suspension_reason" is null or "markets"."suspension_reason" in ('WICKET','BOUNDARY'));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_cashed_out_not_negative" CHECK ("bets"."cashed_out_stake_paise" >= 0 and "bets"."cashed_out_paise" >= 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_auto_cash_out_positive" CHECK ("bets"."auto_cash_out_target_paise" is null or "bets"."auto_cash_out_target_paise" > 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_amount_positive" CHECK ("bets"."amount_paise" > 0 or ("bets"."status" = 'CASHED_OUT' and "bets"."amount_paise" = 0));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_status_valid" CHECK ("bets"."status" in ('PENDING','ACTIVE','WON','LOST','VOID','CASHED_OUT'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('DEMO_CREDIT','BET_PLACED','BET_WON','BET_LOST','VOID_REFUND','CASH_OUT','WITHDRAWAL_HOLD','WITHDRAWAL_PAID','WITHDRAWAL_RELEASED','PAYOUT_BOUNCED','REVERSAL'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_route" CHECK ("transactions"."type" = 'REVERSAL' or ("transactions"."type", "transactions"."debit_account", "transactions"."credit_account") in (('DEMO_CREDIT','PROMOTIONS','PLAYER'), ('BET_PLACED','PLAYER','STAKES_HELD'), ('BET_WON','STAKES_HELD','HOUSE_REVENUE'), ('BET_WON','HOUSE_REVENUE','PLAYER'), ('BET_LOST','STAKES_HELD','HOUSE_REVENUE'), ('VOID_REFUND','STAKES_HELD','PLAYER'), ('CASH_OUT','STAKES_HELD','HOUSE_REVENUE'), ('CASH_OUT','HOUSE_REVENUE','PLAYER'), ('WITHDRAWAL_HOLD','PLAYER','WITHDRAWALS_IN_FLIGHT'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_IMPS'), ('WITHDRAWAL_RELEASED','WITHDRAWALS_IN_FLIGHT','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_UPI','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_IMPS','PLAYER')));