-- A notice is stored as a code with parameters (@shared/contracts/notifications NoticeParams), worded in
-- the reader's language when read, instead of sentences in the language its player read when it was
-- written. Stored notices get the code their sentences (English or Hindi) tell, where they tell it; the
-- others keep their sentences as a TEXT notice.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;
--> statement-breakpoint
CREATE FUNCTION pg_temp.notice_rupees(amount text) RETURNS jsonb LANGUAGE sql IMMUTABLE
  RETURN to_jsonb(regexp_replace(amount, '[₹,]', '', 'g')::numeric);
--> statement-breakpoint
-- The match a notice named: 'RCB vs CSK' (Hindi: 'RCB बनाम CSK') or 'match #12' ('मैच #12'); null else.
CREATE FUNCTION pg_temp.notice_match(label text) RETURNS jsonb LANGUAGE sql IMMUTABLE
  RETURN CASE
    WHEN label ~ '^(match|मैच) #\d+$'
      THEN jsonb_build_object('matchId', substring(label from '#(\d+)$')::int, 'home', null, 'away', null)
    WHEN label ~ '^\S+ (vs|बनाम) \S+$'
      THEN jsonb_build_object('matchId', null, 'home', substring(label from '^(\S+) '),
                              'away', substring(label from ' (\S+)$'))
  END;
--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('code', 'TEXT', 'title', "title", 'body', "body");
--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('code', 'WITHDRAWAL_PAID',
    'amount', pg_temp.notice_rupees(coalesce(
      substring("body" from '^Your withdrawal of (₹[\d,.]+) has been paid\.$'),
      substring("body" from '^आपकी (₹[\d,.]+) की निकासी का भुगतान कर दिया गया है।$'))))
  WHERE "kind" = 'WITHDRAWAL'
    AND ("body" ~ '^Your withdrawal of ₹[\d,.]+ has been paid\.$'
      OR "body" ~ '^आपकी ₹[\d,.]+ की निकासी का भुगतान कर दिया गया है।$');
--> statement-breakpoint
UPDATE "notifications" n SET "params" = jsonb_build_object('code', w.code, 'amount',
    pg_temp.notice_rupees(w.parts[1]), 'reason', w.parts[2])
  FROM (SELECT id, coalesce(
          regexp_match("body", '^Your withdrawal of (₹[\d,.]+) (?:was rejected|could not be delivered): (.*)\. The amount is back in your wallet\.$'),
          regexp_match("body", '^आपकी (₹[\d,.]+) की निकासी (?:अस्वीकार कर दी गई|नहीं पहुँच सकी): (.*)। राशि आपके वॉलेट में वापस आ गई है।$')) AS parts,
        CASE WHEN "body" ~ '(was rejected|अस्वीकार कर दी गई):' THEN 'WITHDRAWAL_REJECTED' ELSE 'WITHDRAWAL_FAILED' END AS code
        FROM "notifications" WHERE "kind" = 'WITHDRAWAL') w
  WHERE n.id = w.id AND w.parts IS NOT NULL;
--> statement-breakpoint
-- Bet results: the title names the match, the body how many bets and the amount paid or refunded.
UPDATE "notifications" n SET "params" = jsonb_build_object('code', r.code,
    'bets', coalesce(r.counted[1]::int, 1)) || pg_temp.notice_match(r.match)
    || CASE WHEN r.code = 'BET_LOST' THEN '{}'::jsonb
            ELSE jsonb_build_object('amount', pg_temp.notice_rupees(r.counted[2])) END
  FROM (SELECT id,
          CASE WHEN "title" ~ '^You won on |पर आपकी जीत$' THEN 'BET_WON'
               WHEN "title" ~ '^Bet lost on |पर बेट हारा$' THEN 'BET_LOST'
               ELSE 'BET_VOID' END AS code,
          coalesce(substring("title" from '^(?:You won on|Bet lost on|Bet void on) (.+)$'),
                   substring("title" from '^(.+) पर (?:आपकी जीत|बेट हारा|बेट रद्द)$')) AS match,
          coalesce(
            regexp_match("body", '^(?:Your bet won|(\d+) of your bets won): (₹[\d,.]+) paid to your wallet\.$'),
            regexp_match("body", '^(?:आपका बेट जीता|आपके (\d+) बेट जीते): (₹[\d,.]+) आपके वॉलेट में भेजे गए।$'),
            regexp_match("body", '^(?:Your bet lost|(\d+) of your bets lost)\.$'),
            regexp_match("body", '^(?:आपका बेट हार गया|आपके (\d+) बेट हार गए)।$'),
            regexp_match("body", '^(?:Your bet was void|(\d+) of your bets were void): (₹[\d,.]+) refunded to your wallet\.$'),
            regexp_match("body", '^(?:आपका बेट रद्द हुआ|आपके (\d+) बेट रद्द हुए): (₹[\d,.]+) आपके वॉलेट में वापस।$')) AS counted
        FROM "notifications" WHERE "kind" = 'BET_RESULT') r
  WHERE n.id = r.id AND r.counted IS NOT NULL AND pg_temp.notice_match(r.match) IS NOT NULL
    AND (r.code = 'BET_LOST') = (array_length(r.counted, 1) = 1);
--> statement-breakpoint
-- Match reminders: their dedupe key names the match, which tells its teams and when it starts.
UPDATE "notifications" n SET "params" = jsonb_build_object('code', 'MATCH_REMINDER', 'matchId', m.id,
    'home', ht.short_name, 'away', at.short_name, 'startsAt', to_json(m.date)#>>'{}')
  FROM "matches" m
  JOIN "teams" ht ON ht.id = m.home_team_id
  JOIN "teams" at ON at.id = m.away_team_id
  WHERE n."kind" = 'MATCH_REMINDER' AND n."dedupe_key" = 'match-reminder:' || m.id;
--> statement-breakpoint
UPDATE "notifications" n SET "params" = jsonb_build_object('code', 'WALLET_BELOW_ZERO', 'part', z.part,
    'owed', pg_temp.notice_rupees(z.owed)) || pg_temp.notice_match(z.match)
  FROM (SELECT id,
          CASE WHEN "title" ~ '^The toss of | के टॉस का नतीजा सुधारा गया$' THEN 'toss' ELSE 'result' END AS part,
          coalesce(substring("title" from '^The (?:toss|result) of (.+) was corrected$'),
                   substring("title" from '^(.+) के टॉस का नतीजा सुधारा गया$'),
                   substring("title" from '^(.+) का नतीजा सुधारा गया$')) AS match,
          coalesce(substring("body" from 'your wallet is now (₹[\d,.]+) below zero'),
                   substring("body" from 'आपका वॉलेट अब शून्य से (₹[\d,.]+) नीचे है')) AS owed
        FROM "notifications" WHERE "kind" = 'WALLET_BELOW_ZERO') z
  WHERE n.id = z.id AND z.owed IS NOT NULL AND pg_temp.notice_match(z.match) IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "title";
--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body";
