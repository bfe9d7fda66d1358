-- Lay prices (issue 43, ADR 0046): each option of Match Winner, the toss and the tournament winner
-- carries the price to lay it beside the price to back it, always above it; null where there is no lay.
ALTER TABLE "market_options" ADD COLUMN "lay_odds_hundredths" integer;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD COLUMN "lay_odds_hundredths" integer;--> statement-breakpoint
ALTER TABLE "market_options" ADD CONSTRAINT "market_options_lay_above_back" CHECK ("market_options"."lay_odds_hundredths" > "market_options"."odds_hundredths");--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_lay_above_back" CHECK ("tournament_winners"."lay_odds_hundredths" > "tournament_winners"."odds_hundredths");