-- Written by hand (the ALTERs below are drizzle-kit's): rows written before the text type may hold
-- control characters, and a CHECK added over them would fail this migration. Each such character
-- becomes a space, so every row meets its constraint and the constraints are validated (NOT VALID
-- would leave old rows that no later UPDATE of theirs, of any column, could pass).
UPDATE "user_profiles" SET
    "name" = regexp_replace("name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "email" = regexp_replace("email", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "phone" = regexp_replace("phone", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f]' OR "email" ~ '[\u0001-\u001f\u007f-\u009f]' OR "phone" ~ '[\u0001-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "markets" SET
    "admin_suspension_reason" = regexp_replace("admin_suspension_reason", '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "admin_suspension_reason" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "withdrawal_status_history" SET
    "reason" = regexp_replace("reason", '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "reason" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "withdrawals" SET
    "upi_name" = regexp_replace("upi_name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "upi_id" = regexp_replace("upi_id", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "account_holder_name" = regexp_replace("account_holder_name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "account_number" = regexp_replace("account_number", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "ifsc_code" = regexp_replace("ifsc_code", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "bank_name" = regexp_replace("bank_name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "upi_name" ~ '[\u0001-\u001f\u007f-\u009f]' OR "upi_id" ~ '[\u0001-\u001f\u007f-\u009f]' OR "account_holder_name" ~ '[\u0001-\u001f\u007f-\u009f]' OR "account_number" ~ '[\u0001-\u001f\u007f-\u009f]' OR "ifsc_code" ~ '[\u0001-\u001f\u007f-\u009f]' OR "bank_name" ~ '[\u0001-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "withdrawals" SET
    "rejection_reason" = regexp_replace("rejection_reason", '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', ' ', 'g'),
    "failure_reason" = regexp_replace("failure_reason", '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "rejection_reason" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]' OR "failure_reason" ~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "imps_details" SET
    "name" = regexp_replace("name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "account_number" = regexp_replace("account_number", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "ifsc_code" = regexp_replace("ifsc_code", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "bank_name" = regexp_replace("bank_name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f]' OR "account_number" ~ '[\u0001-\u001f\u007f-\u009f]' OR "ifsc_code" ~ '[\u0001-\u001f\u007f-\u009f]' OR "bank_name" ~ '[\u0001-\u001f\u007f-\u009f]';--> statement-breakpoint
UPDATE "upi_details" SET
    "name" = regexp_replace("name", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g'),
    "upi_id" = regexp_replace("upi_id", '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
  WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f]' OR "upi_id" ~ '[\u0001-\u001f\u007f-\u009f]';--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_name_text" CHECK ("user_profiles"."name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_email_text" CHECK ("user_profiles"."email" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_phone_text" CHECK ("user_profiles"."phone" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_admin_suspension_reason_text" CHECK ("markets"."admin_suspension_reason" !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawal_status_history" ADD CONSTRAINT "withdrawal_history_reason_text" CHECK ("withdrawal_status_history"."reason" !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_upi_name_text" CHECK ("withdrawals"."upi_name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_upi_id_text" CHECK ("withdrawals"."upi_id" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_holder_name_text" CHECK ("withdrawals"."account_holder_name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_number_text" CHECK ("withdrawals"."account_number" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_ifsc_code_text" CHECK ("withdrawals"."ifsc_code" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_name_text" CHECK ("withdrawals"."bank_name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_rejection_reason_text" CHECK ("withdrawals"."rejection_reason" !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_failure_reason_text" CHECK ("withdrawals"."failure_reason" !~ '[\u0001-\u0008\u000b-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "imps_details" ADD CONSTRAINT "imps_details_name_text" CHECK ("imps_details"."name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "imps_details" ADD CONSTRAINT "imps_details_account_number_text" CHECK ("imps_details"."account_number" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "imps_details" ADD CONSTRAINT "imps_details_ifsc_code_text" CHECK ("imps_details"."ifsc_code" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "imps_details" ADD CONSTRAINT "imps_details_bank_name_text" CHECK ("imps_details"."bank_name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "upi_details" ADD CONSTRAINT "upi_details_name_text" CHECK ("upi_details"."name" !~ '[\u0001-\u001f\u007f-\u009f]');--> statement-breakpoint
ALTER TABLE "upi_details" ADD CONSTRAINT "upi_details_upi_id_text" CHECK ("upi_details"."upi_id" !~ '[\u0001-\u001f\u007f-\u009f]');