-- One-click stakes (issue 42): the three amounts the slip's chips add to a pick's stake, chosen by the
-- player and kept with their account; everyone has the spec's 100, 500 and 1000 until they choose.
ALTER TABLE "notification_preferences" ADD COLUMN "quick_stakes" integer[] DEFAULT '{100,500,1000}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_quick_stakes_valid" CHECK (cardinality("notification_preferences"."quick_stakes") = 3 and 100 <= all("notification_preferences"."quick_stakes"));