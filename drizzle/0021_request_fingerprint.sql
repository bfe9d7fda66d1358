-- Rows from before fingerprints were kept get '' (no request's fingerprint): their keys answer
-- IDEMPOTENCY_KEY_REUSED to any request; new rows always carry the request's fingerprint.
ALTER TABLE "bet_slips" ADD COLUMN "request_fingerprint" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "bet_slips" ALTER COLUMN "request_fingerprint" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "request_fingerprint" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "cash_outs" ALTER COLUMN "request_fingerprint" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
UPDATE "withdrawals" SET "request_fingerprint" = '' WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_key_has_fingerprint" CHECK (("withdrawals"."idempotency_key" is null) = ("withdrawals"."request_fingerprint" is null));
