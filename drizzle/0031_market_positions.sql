-- Positions (issue 43, ADR 0049): a player's bets on a Match Winner or toss market are held for their worst
-- case. Open bets placed before keep holding their stakes in full (released 0) until their position next moves.
CREATE TABLE "market_positions" (
	"user_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"released_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "market_positions_user_id_market_id_pk" PRIMARY KEY("user_id","market_id"),
	CONSTRAINT "market_positions_released_not_negative" CHECK ("market_positions"."released_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_route";--> statement-breakpoint
ALTER TABLE "market_positions" ADD CONSTRAINT "market_positions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_positions" ADD CONSTRAINT "market_positions_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_market_idx" ON "bets" USING btree ("user_id","market_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('DEMO_CREDIT','BET_PLACED','BET_HOLD','BET_HOLD_RELEASED','BET_WON','BET_LOST','VOID_REFUND','CASH_OUT','WITHDRAWAL_HOLD','WITHDRAWAL_PAID','WITHDRAWAL_RELEASED','PAYOUT_BOUNCED','EXPOSURE_RELEASED','EXPOSURE_HELD','REVERSAL'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_route" CHECK ("transactions"."type" = 'REVERSAL' or ("transactions"."type", "transactions"."debit_account", "transactions"."credit_account") in (('DEMO_CREDIT','PROMOTIONS','PLAYER'), ('BET_PLACED','PLAYER','STAKES_HELD'), ('BET_PLACED','BETS_IN_DELAY','STAKES_HELD'), ('BET_HOLD','PLAYER','BETS_IN_DELAY'), ('BET_HOLD_RELEASED','BETS_IN_DELAY','PLAYER'), ('BET_WON','STAKES_HELD','HOUSE_REVENUE'), ('BET_WON','HOUSE_REVENUE','PLAYER'), ('BET_LOST','STAKES_HELD','HOUSE_REVENUE'), ('VOID_REFUND','STAKES_HELD','PLAYER'), ('CASH_OUT','STAKES_HELD','HOUSE_REVENUE'), ('CASH_OUT','HOUSE_REVENUE','PLAYER'), ('WITHDRAWAL_HOLD','PLAYER','WITHDRAWALS_IN_FLIGHT'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_UPI'), ('WITHDRAWAL_PAID','WITHDRAWALS_IN_FLIGHT','PAYOUT_IMPS'), ('WITHDRAWAL_RELEASED','WITHDRAWALS_IN_FLIGHT','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_UPI','PLAYER'), ('PAYOUT_BOUNCED','PAYOUT_IMPS','PLAYER'), ('EXPOSURE_RELEASED','STAKES_HELD','PLAYER'), ('EXPOSURE_HELD','PLAYER','STAKES_HELD')));
--> statement-breakpoint
-- The player's open bets on the markets, and what their positions have released, read with a snapshot of
-- their own: volatile plpgsql takes one per query, so a statement that has just locked the player's wallet
-- sees every bet and position committed before it got the lock, not only those of its own start.
CREATE FUNCTION "latest_open_bets"(p_user text, p_markets int[])
RETURNS TABLE (id uuid, market_id int, option_id int, side text, amount_paise bigint, potential_payout_paise bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT b.id, b.market_id, b.option_id, b.side, b.amount_paise, b.potential_payout_paise
    FROM bets b WHERE b.user_id = p_user AND b.market_id = ANY(p_markets) AND b.status = 'PENDING';
END $$;
--> statement-breakpoint
CREATE FUNCTION "latest_released"(p_user text, p_markets int[])
RETURNS TABLE (market_id int, released_paise bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT p.market_id, p.released_paise FROM market_positions p
    WHERE p.user_id = p_user AND p.market_id = ANY(p_markets);
END $$;
