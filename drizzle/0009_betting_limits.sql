CREATE TABLE "betting_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_paise" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "betting_limit_changes_kind_valid" CHECK ("betting_limit_changes"."kind" in ('STAKE','LOSS')),
	CONSTRAINT "betting_limit_changes_period_valid" CHECK ("betting_limit_changes"."period" in ('DAY','WEEK','MONTH')),
	CONSTRAINT "betting_limit_changes_amount_positive" CHECK ("betting_limit_changes"."amount_paise" is null or "betting_limit_changes"."amount_paise" > 0),
	CONSTRAINT "betting_limit_changes_effective_after_request" CHECK ("betting_limit_changes"."effective_at" >= "betting_limit_changes"."requested_at")
);
--> statement-breakpoint
ALTER TABLE "betting_limit_changes" ADD CONSTRAINT "betting_limit_changes_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "betting_limit_changes_user_idx" ON "betting_limit_changes" USING btree ("user_id","effective_at" DESC NULLS LAST);