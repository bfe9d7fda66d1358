-- Aggregated house postings (issue 48, docs/decisions/0045): a settled bet names the one transfer per market
-- and outcome that moved its stake into the house's revenue.
ALTER TABLE "bets" ADD COLUMN "stake_transfer_id" uuid;
