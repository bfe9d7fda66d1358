// The cricket texts that come with the data rather than from the app's own messages: team, ground and
// city names, market and option names, and the results and reasons the server writes (match results
// from the feed, score markets' results, voids). The server writes them in English (for API clients
// and the back office); the player side and a player's notifications read them in the player's
// language through cricketText. The server cannot run the web's message catalogs, so the Hindi of
// these texts lives here, shared by both. Unknown text (an operator's typed reason) is left as it is.
import type { Locale } from './locale';

/** Team names as Hindi broadcasters write them. */
const TEAMS: Record<string, string> = {
  'Chennai Super Kings': 'चेन्नई सुपर किंग्स',
  'Mumbai Indians': 'मुंबई इंडियंस',
  'Royal Challengers Bengaluru': 'रॉयल चैलेंजर्स बेंगलुरु',
  'Kolkata Knight Riders': 'कोलकाता नाइट राइडर्स',
  'Sunrisers Hyderabad': 'सनराइज़र्स हैदराबाद',
  'Rajasthan Royals': 'राजस्थान रॉयल्स',
  'Delhi Capitals': 'दिल्ली कैपिटल्स',
  'Punjab Kings': 'पंजाब किंग्स',
  'Gujarat Titans': 'गुजरात टाइटंस',
  'Lucknow Super Giants': 'लखनऊ सुपर जायंट्स',
};

const GROUNDS: Record<string, string> = {
  'M. A. Chidambaram Stadium': 'एम. ए. चिदंबरम स्टेडियम',
  'Wankhede Stadium': 'वानखेड़े स्टेडियम',
  'M. Chinnaswamy Stadium': 'एम. चिन्नास्वामी स्टेडियम',
  'Eden Gardens': 'ईडन गार्डन्स',
  'Rajiv Gandhi International Stadium': 'राजीव गांधी अंतरराष्ट्रीय स्टेडियम',
  'Sawai Mansingh Stadium': 'सवाई मानसिंह स्टेडियम',
  'Arun Jaitley Stadium': 'अरुण जेटली स्टेडियम',
  'Maharaja Yadavindra Singh International Cricket Stadium': 'महाराजा यादविंद्र सिंह अंतरराष्ट्रीय क्रिकेट स्टेडियम',
  'Narendra Modi Stadium': 'नरेंद्र मोदी स्टेडियम',
  'BRSABV Ekana Cricket Stadium': 'इकाना क्रिकेट स्टेडियम',
  Chennai: 'चेन्नई',
  Mumbai: 'मुंबई',
  Bengaluru: 'बेंगलुरु',
  Kolkata: 'कोलकाता',
  Hyderabad: 'हैदराबाद',
  Jaipur: 'जयपुर',
  Delhi: 'दिल्ली',
  Mullanpur: 'मुल्लांपुर',
  Ahmedabad: 'अहमदाबाद',
  Lucknow: 'लखनऊ',
};

const FIXED: Record<string, string> = {
  ...TEAMS,
  ...GROUNDS,
  'Match Winner': 'मैच विजेता',
  'Toss Winner': 'टॉस विजेता',
  'First Innings Runs': 'पहली पारी के रन',
  Yes: 'हाँ',
  No: 'नहीं',
  Over: 'ओवर',
  Under: 'अंडर',
  'Match abandoned without a ball bowled': 'बिना एक भी गेंद फेंके मैच रद्द',
  'No result (match abandoned due to rain)': 'कोई नतीजा नहीं (बारिश के कारण मैच रद्द)',
  'Match abandoned before the market was decided': 'मार्केट का फ़ैसला होने से पहले मैच रद्द',
  'Match postponed': 'मैच स्थगित',
  'Innings break': 'पारी ब्रेक',
  // The market kinds as a wallet row names them (SESSION_RUNS: 'Session Runs').
  'Session Runs': 'सत्र के रन',
  'Over Runs': 'ओवर के रन',
};

const INNINGS: Record<string, string> = {
  // A session's batting side before the toss (@shared/session-market-name), and an innings never
  // played in a score market's result.
  '1st innings': 'पहली पारी',
  '2nd innings': 'दूसरी पारी',
  // Score market results stored before they named the batting side.
  '1st Innings': 'पहली पारी',
  '2nd Innings': 'दूसरी पारी',
};

/** `name` in Hindi when it is one we know (a team, ground, city, market or option), else as it is. */
const hi = (name: string) => FIXED[name] ?? name;

/** '2 runs', '1 run', '6 overs', '5.3 overs', '1 over' */
const RUNS = String.raw`(\d+) runs?`;
const OVERS = String.raw`([\d.]+) overs?`;
const LINE = String.raw`\((Yes|No|Over|Under) ([\d.]+)\)`;

/**
 * The server's sentences, each with its Hindi. `$n` in the Hindi is the n-th group of the English,
 * translated through hi() (a team, an option) when it is a name.
 */
const SENTENCES: [RegExp, string][] = [
  [/^(.+) vs (.+)$/, '$1 बनाम $2'],
  // The session names (@shared/session-market-name): 'GT 20 over runs', 'Only over 20 runs GT'.
  [/^Only over (\d+) runs (.+)$/, 'सिर्फ़ ओवर $1 के रन $2'],
  [/^(.+) (\d+) over runs$/, '$1 $2 ओवर रन'],
  [new RegExp(`^(.+) won by ${RUNS}$`), '$1 ने $2 रन से मैच जीता'],
  [/^(.+) won by (\d+) wickets?$/, '$1 ने $2 विकेट से मैच जीता'],
  [/^Match tied \((.+) won the Super Over\)$/, 'मैच टाई ($1 ने सुपर ओवर जीता)'],
  [new RegExp(`^First innings: ${RUNS} ${LINE}$`), 'पहली पारी: $1 रन ($2 $3)'],
  [new RegExp(`^(.+): ${RUNS} after (\\d+) overs ${LINE}$`), '$1: $3 ओवर के बाद $2 रन ($4 $5)'],
  [new RegExp(`^(.+): ${RUNS} at ${OVERS} ${LINE}$`), '$1: $3 ओवर पर $2 रन ($4 $5)'],
  [
    new RegExp(`^(.+): ${RUNS} at the innings' end \\(${OVERS}\\) ${LINE}$`),
    '$1: पारी के अंत में $2 रन ($3 ओवर) ($4 $5)',
  ],
  [new RegExp(`^(.+), over (\\d+): ${RUNS} in the over ${LINE}$`), '$1, ओवर $2: ओवर में $3 रन ($4 $5)'],
  [new RegExp(`^(.+), over (\\d+): ${RUNS} by ${OVERS} ${LINE}$`), '$1, ओवर $2: $4 ओवर तक $3 रन ($5 $6)'],
  [
    new RegExp(`^(.+), over (\\d+): ${RUNS} before the innings ended \\(${OVERS}\\) ${LINE}$`),
    '$1, ओवर $2: पारी ख़त्म होने से पहले $3 रन ($4 ओवर) ($5 $6)',
  ],
  [/^(.+), over (\d+): not bowled \(the innings ended\)$/, '$1, ओवर $2: नहीं फेंका गया (पारी ख़त्म हो गई)'],
  [/^(.+): the score by over is not known$/, '$1: ओवर-दर-ओवर स्कोर पता नहीं'],
  [/^(.+) was not played$/, '$1 नहीं खेली गई'],
  // An option with its market's line (@shared/selection-label): 'Over 177.5'.
  [/^(Yes|No|Over|Under) ([\d.]+)$/, '$1 $2'],
  // A live match's status line, its parts joined by ' · ' (see cricketText): 'MI 143/6 (18.2 ov)'.
  [/^(\S+) (\d+(?:\/\d+)?) \(([\d.]+) ov\)$/, '$1 $2 ($3 ओवर)'],
  [/^Toss: (.+) won and elected to bat$/, 'टॉस: $1 ने जीतकर बल्लेबाज़ी चुनी'],
  [/^Toss: (.+) won and elected to bowl$/, 'टॉस: $1 ने जीतकर गेंदबाज़ी चुनी'],
  [new RegExp(`^(.+) need ${RUNS} to win$`), '$1 को जीत के लिए $2 रन चाहिए'],
  [new RegExp(`^(.+) need ${RUNS} (?:from|in) (\\d+) balls?$`), '$1 को $3 गेंद में $2 रन चाहिए'],
];

function sentenceInHindi(text: string): string | null {
  for (const [pattern, hindi] of SENTENCES) {
    const match = pattern.exec(text);
    if (match)
      return hindi.replace(/\$(\d)/g, (_, n: string) => {
        const group = match[Number(n)]!;
        return INNINGS[group] ?? hi(group);
      });
  }
  return null;
}

/**
 * A cricket text of the data (a team or market name, a result) in `locale`: English as the server
 * wrote it, or its Hindi when we know it.
 */
export function cricketText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  // A live status line joins its parts with ' · ' (the score, then what the chase needs).
  return text
    .split(' · ')
    .map((part) => FIXED[part] ?? sentenceInHindi(part) ?? part)
    .join(' · ');
}
