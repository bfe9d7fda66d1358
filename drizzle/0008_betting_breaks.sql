CREATE TABLE "betting_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "betting_breaks_kind_valid" CHECK ("betting_breaks"."kind" in ('TIME_OUT','SELF_EXCLUSION')),
	CONSTRAINT "betting_breaks_period_valid" CHECK (("betting_breaks"."kind" = 'TIME_OUT' and "betting_breaks"."period" in ('24h','7d','30d','6w')) or ("betting_breaks"."kind" = 'SELF_EXCLUSION' and "betting_breaks"."period" in ('6m','1y','2y','5y'))),
	CONSTRAINT "betting_breaks_ends_after_start" CHECK ("betting_breaks"."ends_at" > "betting_breaks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "betting_breaks" ADD CONSTRAINT "betting_breaks_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "betting_breaks_user_ends_idx" ON "betting_breaks" USING btree ("user_id","ends_at" DESC NULLS LAST);