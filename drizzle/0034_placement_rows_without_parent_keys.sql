-- Placement writes fewer checks (issue 48, docs/decisions/0058): a bet or hold names its slip, match, market
-- and option without foreign keys; placement takes them from rows it inserts or locks in the same statement.
ALTER TABLE "bets" DROP CONSTRAINT "bets_slip_id_bet_slips_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_option_id_market_options_id_fk";
--> statement-breakpoint
ALTER TABLE "bet_holds" DROP CONSTRAINT "bet_holds_slip_id_bet_slips_id_fk";
--> statement-breakpoint
ALTER TABLE "bet_holds" DROP CONSTRAINT "bet_holds_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "bet_holds" DROP CONSTRAINT "bet_holds_market_id_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "bet_holds" DROP CONSTRAINT "bet_holds_option_id_market_options_id_fk";
--> statement-breakpoint
-- What the keys also did: a match, market, option or slip that a bet or hold names cannot be deleted (a
-- match's delete cascades to its markets and options). Checked on the delete instead, which the app never does.
CREATE FUNCTION refuse_delete_of_what_bets_name() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
BEGIN
  EXECUTE format('SELECT exists (SELECT FROM bets WHERE %1$I = $1) OR exists (SELECT FROM bet_holds WHERE %1$I = $1)',
                 TG_ARGV[0])
    INTO named USING OLD.id;
  IF named THEN
    RAISE EXCEPTION '% % is named by a bet (% refused)', TG_TABLE_NAME, OLD.id, TG_OP
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_named_by_bets BEFORE DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_what_bets_name('match_id');
--> statement-breakpoint
CREATE TRIGGER markets_named_by_bets BEFORE DELETE ON markets
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_what_bets_name('market_id');
--> statement-breakpoint
CREATE TRIGGER market_options_named_by_bets BEFORE DELETE ON market_options
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_what_bets_name('option_id');
--> statement-breakpoint
CREATE TRIGGER bet_slips_named_by_bets BEFORE DELETE ON bet_slips
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_what_bets_name('slip_id');
