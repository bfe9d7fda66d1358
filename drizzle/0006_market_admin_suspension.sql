ALTER TABLE "markets" ADD COLUMN "admin_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "admin_suspension_reason" text;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_admin_suspension_has_reason" CHECK (("markets"."admin_suspended_at" is null) = ("markets"."admin_suspension_reason" is null));