-- Lay bets (issue 43, ADR 0048): a bet and a held selection back their option or lay it.
ALTER TABLE "bets" ADD COLUMN "side" text DEFAULT 'BACK' NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_holds" ADD COLUMN "side" text DEFAULT 'BACK' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_side_valid" CHECK ("bets"."side" in ('BACK','LAY'));--> statement-breakpoint
ALTER TABLE "bet_holds" ADD CONSTRAINT "bet_holds_side_valid" CHECK ("bet_holds"."side" in ('BACK','LAY'));