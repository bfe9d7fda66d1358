-- Settlement writes less (issue 48, docs/decisions/0047): no foreign-key check of a payout's bet and match,
-- and no index of bets names a column settlement sets, so its UPDATE can be HOT.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_bet_id_bets_id_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_match_id_matches_id_fk";
--> statement-breakpoint
DROP INDEX "bets_user_settled_idx";--> statement-breakpoint
DROP INDEX "bets_pending_market_idx";--> statement-breakpoint
DROP INDEX "bets_auto_cash_out_idx";--> statement-breakpoint
CREATE INDEX "bets_market_idx" ON "bets" USING btree ("market_id","id");--> statement-breakpoint
CREATE INDEX "bets_auto_cash_out_idx" ON "bets" USING btree ("match_id") WHERE "bets"."auto_cash_out_target_paise" is not null;--> statement-breakpoint
-- Room on each page for the settled version of the bets placed there (HOT needs it on the same page).
-- Applies to pages written from now on.
ALTER TABLE "bets" SET (fillfactor = 45);
