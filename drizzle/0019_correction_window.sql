ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "correctable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "correctable_winnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_correctable_within_amount" CHECK ("withdrawals"."correctable_paise" between 0 and "withdrawals"."amount_paise");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('BET_RESULT','WITHDRAWAL','MATCH_REMINDER','OFFER','WALLET_BELOW_ZERO'));