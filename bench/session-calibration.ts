// Calibration of the score-market model (src/server/pricing/score-markets.ts) against the
// seeded simulator: for every score market, the fair P(Yes) at its opening line beside how often Yes won.
// A score market passes when the observed frequency is within PASS_Z binomial standard errors of the
// model's mean P(Yes), overall and in every bin with at least MIN_BIN_COUNT innings.
// Run: npm run bench:sessions [-- --matches N] [-- --seed S] (default 2,000 matches = 4,000 innings,
// seed 2026: the default runs in bench/results/sessions.md; the model is ADR 0041)
import { byScoreMarket, calibration, playScoreMarkets } from '../src/server/pricing/score-market-calibration';
import { numberOption } from './support';

const PASS_Z = 3;
const MIN_BIN_COUNT = 30;
const MATCHES = numberOption('--matches', 2000);
const SEED = numberOption('--seed', 20_26);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(6);
const outcomes = playScoreMarkets(MATCHES, SEED);
let failures = 0;
console.log(`${MATCHES} seeded matches (${2 * MATCHES} innings), seed ${SEED}; pass: |z| <= ${PASS_Z}\n`);
for (const [market, group] of byScoreMarket(outcomes)) {
  const c = calibration(group);
  const binsOk = c.bins.every(
    (b) => b.count < MIN_BIN_COUNT || Math.abs(b.observed - b.meanP) <= PASS_Z * b.se,
  );
  const pass = Math.abs(c.z) <= PASS_Z && binsOk;
  if (!pass) failures++;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  ${market}: n=${c.count}, P(Yes) ${pct(c.meanP)}, Yes won ${pct(c.observed)} ` +
      `± ${pct(c.se)} (z ${c.z.toFixed(2)}), Brier ${c.brier.toFixed(4)} vs ${c.brierHalf.toFixed(4)} for 0.5`,
  );
  for (const b of c.bins) {
    console.log(
      `        P in [${b.from.toFixed(1)}, ${b.to.toFixed(1)}): n=${String(b.count).padStart(5)}  ` +
        `predicted ${pct(b.meanP)}  observed ${pct(b.observed)} ± ${pct(b.se)}`,
    );
  }
}
const all = calibration(outcomes);
console.log(
  `\nAll score markets: n=${all.count}, Brier ${all.brier.toFixed(4)} vs ${all.brierHalf.toFixed(4)} for 0.5, ` +
    `z ${all.z.toFixed(2)}; ${failures === 0 ? 'PASS' : `FAIL (${failures} score markets)`}`,
);
process.exitCode = failures === 0 ? 0 : 1;
