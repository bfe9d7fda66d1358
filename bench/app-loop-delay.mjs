// Loaded into the app's process by bench/held-slips.bench.ts (`node --import`), so the app itself
// carries no bench hook: the app's event-loop delay (monitorEventLoopDelay, 1 ms resolution), one
// histogram per phase of the bench. On SIGUSR2 it appends the histogram since the previous signal to
// BENCH_LOOP_DELAY_FILE as a JSON line (milliseconds) and starts a new one. JavaScript, not TypeScript:
// it runs inside the compiled app under plain node 20, which loads no TypeScript.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    const figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    };
    appendFileSync(file, `${JSON.stringify(figures)}\n`);
    histogram.reset();
  });
}
