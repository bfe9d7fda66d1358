ALTER TABLE "markets" DROP CONSTRAINT "markets_closed_reason";--> statement-breakpoint
-- Backfill: every market already closed by what its match records gets the reason the feed now
-- records in the same transaction (market-closing.ts), so an operator's resume cannot reopen it.
UPDATE "markets" mk SET "status" = 'SUSPENDED', "closed_reason" = 'MATCH_OVER', "suspension_reason" = NULL
FROM "matches" m
WHERE m."id" = mk."match_id" AND m."status" IN ('COMPLETED', 'ABANDONED')
  AND mk."status" IN ('OPEN', 'SUSPENDED') AND mk."result" IS NULL;--> statement-breakpoint
UPDATE "markets" SET "status" = 'SUSPENDED', "closed_reason" = 'DECIDED', "suspension_reason" = NULL
WHERE "status" IN ('OPEN', 'SUSPENDED') AND "result" IS NOT NULL AND "closed_reason" IS NULL;--> statement-breakpoint
UPDATE "markets" mk SET "status" = 'SUSPENDED', "closed_reason" = 'INNINGS_OVER', "suspension_reason" = NULL
FROM "matches" m
WHERE m."id" = mk."match_id" AND mk."kind" = 'FIRST_INNINGS_RUNS'
  AND mk."status" IN ('OPEN', 'SUSPENDED') AND mk."result" IS NULL AND mk."closed_reason" IS NULL
  AND (jsonb_array_length(coalesce(m."statistics" -> 'innings', '[]'::jsonb)) > 1
       OR (m."statistics" -> 'innings' -> 0 ->> 'wickets')::int >= 10
       OR (m."statistics" -> 'innings' -> 0 ->> 'legalBalls')::int >= 120);--> statement-breakpoint
UPDATE "markets" mk SET "status" = 'SUSPENDED', "closed_reason" = 'TOSS_DONE', "suspension_reason" = NULL
FROM "matches" m
WHERE m."id" = mk."match_id" AND mk."is_toss" AND m."toss_winner_team_id" IS NOT NULL
  AND mk."status" IN ('OPEN', 'SUSPENDED') AND mk."closed_reason" IS NULL;--> statement-breakpoint
UPDATE "markets" SET "status" = 'SUSPENDED' WHERE "status" = 'OPEN' AND "closed_reason" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_closed_not_open" CHECK ("markets"."closed_reason" is null or "markets"."status" <> 'OPEN');--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_closed_reason" CHECK ("markets"."closed_reason" is null
          or ("markets"."closed_reason" = 'DECIDED' and "markets"."kind" in ('FIRST_INNINGS_RUNS','SESSION_RUNS','OVER_RUNS'))
          or ("markets"."closed_reason" = 'LINE_MOVED' and "markets"."kind" in ('SESSION_RUNS','OVER_RUNS'))
          or ("markets"."closed_reason" = 'TOSS_DONE' and "markets"."is_toss")
          or ("markets"."closed_reason" = 'INNINGS_OVER' and "markets"."kind" = 'FIRST_INNINGS_RUNS')
          or "markets"."closed_reason" = 'MATCH_OVER');