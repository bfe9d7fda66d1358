-- Positions from stored sums (ADR 0055): a player's PENDING bets on a position market summed by option and
-- side, kept in step by every flow that moves such a bet, so a position is read from a few rows, not from
-- every bet. The bets are locked while the sums of those open now are written, and the function that read
-- them goes: an instance still on the earlier code fails its position statements instead of leaving a bet
-- out of the sums.
LOCK TABLE "bets" IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "market_position_sides" (
	"user_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"side" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payout_paise" bigint NOT NULL,
	CONSTRAINT "market_position_sides_user_id_market_id_option_id_side_pk" PRIMARY KEY("user_id","market_id","option_id","side"),
	CONSTRAINT "market_position_sides_side_valid" CHECK ("market_position_sides"."side" in ('BACK','LAY')),
	CONSTRAINT "market_position_sides_not_negative" CHECK ("market_position_sides"."amount_paise" >= 0 and "market_position_sides"."payout_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "bets_user_market_idx";--> statement-breakpoint
ALTER TABLE "market_position_sides" ADD CONSTRAINT "market_position_sides_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_position_sides" ADD CONSTRAINT "market_position_sides_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_position_sides" ADD CONSTRAINT "market_position_sides_option_id_market_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."market_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "market_position_sides" ("user_id", "market_id", "option_id", "side", "amount_paise", "payout_paise")
SELECT b."user_id", b."market_id", b."option_id", b."side", sum(b."amount_paise"), sum(b."potential_payout_paise")
  FROM "bets" b JOIN "markets" mk ON mk."id" = b."market_id"
  WHERE b."status" = 'PENDING' AND mk."kind" IN ('MATCH_WINNER', 'TOSS_WINNER')
  GROUP BY b."user_id", b."market_id", b."option_id", b."side";--> statement-breakpoint
DROP FUNCTION "latest_open_bets"(text, int[]);--> statement-breakpoint
-- A player's sums on the markets, read with a snapshot of their own: volatile plpgsql takes one per query,
-- so a statement that has just locked the player's wallet sees every change committed before it got the
-- lock, not only those of its own start.
CREATE FUNCTION "latest_position_sides"(p_user text, p_markets int[])
RETURNS TABLE (market_id int, option_id int, side text, amount_paise bigint, payout_paise bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT s.market_id, s.option_id, s.side, s.amount_paise, s.payout_paise
    FROM market_position_sides s WHERE s.user_id = p_user AND s.market_id = ANY(p_markets);
END $$;
