CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_roles" (
	"user_id" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_roles_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"phone" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_email_unique" UNIQUE("email"),
	CONSTRAINT "user_profiles_balance_not_negative" CHECK ("user_profiles"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"name" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"team_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_options_market_name_unique" UNIQUE("market_id","name"),
	CONSTRAINT "market_options_odds_above_evens" CHECK ("market_options"."odds_hundredths" > 100)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_toss" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"line" numeric(6, 1),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "markets_match_name_unique" UNIQUE("match_id","name"),
	CONSTRAINT "markets_status_valid" CHECK ("markets"."status" in ('OPEN','SUSPENDED','SETTLED','VOID'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"venue" text,
	"status" text DEFAULT 'UPCOMING' NOT NULL,
	"innings_status" text,
	"current_over" numeric(4, 1) DEFAULT '0' NOT NULL,
	"home_runs" integer DEFAULT 0 NOT NULL,
	"home_wickets" integer DEFAULT 0 NOT NULL,
	"home_overs" numeric(4, 1) DEFAULT '0' NOT NULL,
	"away_runs" integer DEFAULT 0 NOT NULL,
	"away_wickets" integer DEFAULT 0 NOT NULL,
	"away_overs" numeric(4, 1) DEFAULT '0' NOT NULL,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"toss_winner_team_id" integer,
	"winner_team_id" integer,
	"result_text" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "matches_status_valid" CHECK ("matches"."status" in ('UPCOMING','LIVE','COMPLETED','ABANDONED','POSTPONED')),
	CONSTRAINT "matches_distinct_teams" CHECK ("matches"."home_team_id" <> "matches"."away_team_id"),
	CONSTRAINT "matches_wickets_range" CHECK ("matches"."home_wickets" between 0 and 10 and "matches"."away_wickets" between 0 and 10),
	CONSTRAINT "matches_runs_not_negative" CHECK ("matches"."home_runs" >= 0 and "matches"."away_runs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "odds_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"old_odds_hundredths" integer NOT NULL,
	"new_odds_hundredths" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"logo_path" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"home_venue" text,
	"city" text,
	CONSTRAINT "teams_name_unique" UNIQUE("name"),
	CONSTRAINT "teams_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "tournament_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"tournament" text DEFAULT 'IPL' NOT NULL,
	"season" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_winners_team_unique" UNIQUE("tournament","season","team_id"),
	CONSTRAINT "tournament_winners_odds_above_evens" CHECK ("tournament_winners"."odds_hundredths" > 100)
);
--> statement-breakpoint
CREATE TABLE "bet_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"total_stake_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_slips_user_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "bet_slips_total_positive" CHECK ("bet_slips"."total_stake_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slip_id" uuid,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"potential_payout_paise" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"result" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_amount_positive" CHECK ("bets"."amount_paise" > 0),
	CONSTRAINT "bets_odds_above_evens" CHECK ("bets"."odds_hundredths" > 100),
	CONSTRAINT "bets_payout_covers_stake" CHECK ("bets"."potential_payout_paise" >= "bets"."amount_paise"),
	CONSTRAINT "bets_status_valid" CHECK ("bets"."status" in ('PENDING','ACTIVE','WON','LOST','VOID')),
	CONSTRAINT "bets_settled_has_time" CHECK (("bets"."status" in ('PENDING','ACTIVE')) = ("bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"bet_id" uuid,
	"withdrawal_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_type_valid" CHECK ("transactions"."type" in ('DEMO_CREDIT','BET','PAYOUT','REFUND','WITHDRAWAL','WITHDRAWAL_REFUND')),
	CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" in ('COMPLETED','PENDING','FAILED')),
	CONSTRAINT "transactions_sign_matches_type" CHECK (("transactions"."type" in ('BET','WITHDRAWAL') and "transactions"."amount_paise" < 0) or ("transactions"."type" in ('DEMO_CREDIT','PAYOUT','REFUND','WITHDRAWAL_REFUND') and "transactions"."amount_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" uuid,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"upi_name" text,
	"upi_id" text,
	"account_holder_name" text,
	"account_number" text,
	"ifsc_code" text,
	"bank_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"processed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_user_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "withdrawals_minimum" CHECK ("withdrawals"."amount_paise" >= 50000),
	CONSTRAINT "withdrawals_method_valid" CHECK ("withdrawals"."method" in ('upi','bank')),
	CONSTRAINT "withdrawals_status_valid" CHECK ("withdrawals"."status" in ('PENDING','COMPLETED','REJECTED')),
	CONSTRAINT "withdrawals_method_details" CHECK (("withdrawals"."method" = 'upi' and "withdrawals"."upi_name" is not null and "withdrawals"."upi_id" is not null) or ("withdrawals"."method" = 'bank' and "withdrawals"."account_holder_name" is not null and "withdrawals"."account_number" is not null and "withdrawals"."ifsc_code" is not null and "withdrawals"."bank_name" is not null)),
	CONSTRAINT "withdrawals_rejection_has_reason" CHECK ("withdrawals"."status" <> 'REJECTED' or "withdrawals"."rejection_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"action_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_winners_amount_positive" CHECK ("demo_winners"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "imps_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"success_rate" numeric(5, 4) DEFAULT '0' NOT NULL,
	"last_used" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imps_details_account_unique" UNIQUE("account_number","ifsc_code"),
	CONSTRAINT "imps_details_success_rate_fraction" CHECK ("imps_details"."success_rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "upi_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"upi_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"success_rate" numeric(5, 4) DEFAULT '0' NOT NULL,
	"last_used" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upi_details_upi_id_unique" UNIQUE("upi_id"),
	CONSTRAINT "upi_details_success_rate_fraction" CHECK ("upi_details"."success_rate" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_roles" ADD CONSTRAINT "admin_roles_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_options" ADD CONSTRAINT "market_options_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_options" ADD CONSTRAINT "market_options_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_toss_winner_team_id_teams_id_fk" FOREIGN KEY ("toss_winner_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_team_id_teams_id_fk" FOREIGN KEY ("winner_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_history" ADD CONSTRAINT "odds_history_option_id_market_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."market_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD CONSTRAINT "bet_slips_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_slip_id_bet_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."bet_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_option_id_market_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."market_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_user_profiles_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_user_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "market_options_market_idx" ON "market_options" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "markets_match_idx" ON "markets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_status_date_idx" ON "matches" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "matches_pending_settlement_idx" ON "matches" USING btree ("date") WHERE "matches"."status" = 'COMPLETED' and "matches"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "odds_history_option_time_idx" ON "odds_history" USING btree ("option_id","changed_at");--> statement-breakpoint
CREATE INDEX "tournament_winners_odds_idx" ON "tournament_winners" USING btree ("tournament","season","odds_hundredths");--> statement-breakpoint
CREATE INDEX "bets_user_placed_idx" ON "bets" USING btree ("user_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bets_user_settled_idx" ON "bets" USING btree ("user_id","settled_at" DESC NULLS LAST) WHERE "bets"."status" in ('WON','LOST');--> statement-breakpoint
CREATE INDEX "bets_pending_market_idx" ON "bets" USING btree ("market_id") WHERE "bets"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bets_match_idx" ON "bets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_demo_credit_idx" ON "transactions" USING btree ("user_id") WHERE "transactions"."type" = 'DEMO_CREDIT';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_bet_type_idx" ON "transactions" USING btree ("bet_id","type") WHERE "transactions"."bet_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST) WHERE "withdrawals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demo_winners_won_at_idx" ON "demo_winners" USING btree ("won_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imps_details_created_idx" ON "imps_details" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upi_details_created_idx" ON "upi_details" USING btree ("created_at" DESC NULLS LAST);