-- The odds preference (issue 41): a player chooses what their bets do when a price moved (ASK, HIGHER,
-- ANY; HIGHER for everyone until they choose), and a bet placed at a moved price keeps the odds its slip
-- sent. Bets placed before were placed at the odds sent: their asked odds stay null.
ALTER TABLE "bets" ADD COLUMN "asked_odds_hundredths" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "odds_change" text DEFAULT 'HIGHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_asked_odds_other" CHECK ("bets"."asked_odds_hundredths" is null or ("bets"."asked_odds_hundredths" > 0 and "bets"."asked_odds_hundredths" <> "bets"."odds_hundredths"));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_odds_change_valid" CHECK ("notification_preferences"."odds_change" in ('ASK','HIGHER','ANY'));