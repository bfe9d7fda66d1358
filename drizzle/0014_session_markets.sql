ALTER TABLE "markets" DROP CONSTRAINT "markets_match_name_unique";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "innings" smallint;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "overs" smallint;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_name_line_unique" UNIQUE NULLS NOT DISTINCT("match_id","name","line");--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_kind_valid" CHECK ("markets"."kind" in ('MATCH_WINNER','TOSS_WINNER','FIRST_INNINGS_RUNS','SESSION_RUNS','OVER_RUNS'));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_session_shape" CHECK (("markets"."kind" in ('SESSION_RUNS','OVER_RUNS')) = ("markets"."innings" is not null and "markets"."overs" is not null and "markets"."line" is not null)
          and "markets"."innings" in (1, 2) and "markets"."overs" between 1 and 20);--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_closed_reason" CHECK ("markets"."closed_reason" is null or ("markets"."closed_reason" in ('DECIDED','LINE_MOVED') and "markets"."kind" in ('SESSION_RUNS','OVER_RUNS')));--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_result_text" CHECK ("markets"."result" !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]');