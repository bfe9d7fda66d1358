ALTER TABLE "matches" ADD COLUMN "toss_settled_at" timestamp with time zone;--> statement-breakpoint
-- Tosses an admin settled before this column existed count as settled from then.
UPDATE "matches" m SET "toss_settled_at" = a.settled_at
FROM (SELECT entity_id, min(created_at) AS settled_at FROM "admin_actions"
      WHERE action_type = 'SETTLE_TOSS' AND entity_type = 'match' GROUP BY entity_id) a
WHERE m.id::text = a.entity_id;
