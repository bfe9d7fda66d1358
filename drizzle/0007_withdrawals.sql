CREATE TABLE "withdrawal_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_history_from_valid" CHECK ("withdrawal_status_history"."from_status" is null or "withdrawal_status_history"."from_status" in ('PENDING','AWAITING_SECOND_APPROVAL','COMPLETED','REJECTED','FAILED')),
	CONSTRAINT "withdrawal_history_to_valid" CHECK ("withdrawal_status_history"."to_status" in ('PENDING','AWAITING_SECOND_APPROVAL','COMPLETED','REJECTED','FAILED'))
);
--> statement-breakpoint
ALTER TABLE "imps_details" DROP CONSTRAINT "imps_details_success_rate_fraction";--> statement-breakpoint
ALTER TABLE "upi_details" DROP CONSTRAINT "upi_details_success_rate_fraction";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_upi_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_imps_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_status_history" ADD CONSTRAINT "withdrawal_status_history_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_status_history" ADD CONSTRAINT "withdrawal_status_history_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_history_withdrawal_idx" ON "withdrawal_status_history" USING btree ("withdrawal_id","id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_user_profiles_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_upi_id_upi_details_id_fk" FOREIGN KEY ("payout_upi_id") REFERENCES "public"."upi_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_imps_id_imps_details_id_fk" FOREIGN KEY ("payout_imps_id") REFERENCES "public"."imps_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST) WHERE "withdrawals"."status" in ('PENDING', 'AWAITING_SECOND_APPROVAL');--> statement-breakpoint
CREATE INDEX "withdrawals_payout_upi_idx" ON "withdrawals" USING btree ("payout_upi_id") WHERE "withdrawals"."payout_upi_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_payout_imps_idx" ON "withdrawals" USING btree ("payout_imps_id") WHERE "withdrawals"."payout_imps_id" is not null;--> statement-breakpoint
ALTER TABLE "imps_details" DROP COLUMN "success_rate";--> statement-breakpoint
ALTER TABLE "upi_details" DROP COLUMN "success_rate";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_matches_method" CHECK (("withdrawals"."method" = 'upi' and "withdrawals"."payout_imps_id" is null) or ("withdrawals"."method" = 'bank' and "withdrawals"."payout_upi_id" is null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_has_payout" CHECK ("withdrawals"."status" not in ('COMPLETED', 'FAILED') or ("withdrawals"."processed_at" is not null and "withdrawals"."processed_by" is not null and coalesce("withdrawals"."payout_upi_id", "withdrawals"."payout_imps_id") is not null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_awaiting_has_first_approver" CHECK ("withdrawals"."status" <> 'AWAITING_SECOND_APPROVAL' or "withdrawals"."first_approved_by" is not null);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_failed_has_reason" CHECK (("withdrawals"."status" = 'FAILED') = ("withdrawals"."failure_reason" is not null and "withdrawals"."failed_at" is not null));