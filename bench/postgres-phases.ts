// PostgreSQL's CPU by phase of its work, from Linux perf: the whole machine is sampled with call
// graphs during the load, and the report keeps the samples of the bench database's backends. A phase's
// share is inclusive (it counts what it calls), so shares overlap; 100% is the backends' main loop
// (PostgresMain, under which a backend does all its work). Needs
// `perf` (Debian's linux-perf) and the rights to sample every process (root, or
// kernel.perf_event_paranoid ≤ -1); without them the profile says so and goes on.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PostgreSQL's exported functions that open a phase (a phase takes the largest share of its names:
 * without frame pointers a sample's call graph can skip a frame, the hook's or the standard one), and
 * what the phase is.
 */
const PHASES: [symbols: string[], phase: string][] = [
  [['pg_parse_query', 'raw_parser'], 'parsing SQL text'],
  [['GetCachedPlan'], 'a prepared statement: choosing or making its plan'],
  [['standard_planner', 'planner'], 'planning'],
  [['standard_ExecutorStart', 'ExecutorStart'], 'executor start (every plan node set up)'],
  [['standard_ExecutorRun', 'ExecutorRun'], 'executing (reading and writing rows)'],
  [['ExecConstraints'], '  of which CHECK constraints (parsed again each statement)'],
  [['ExecInsertIndexTuples'], '  of which index entries of rows written'],
  [
    ['plpgsql_call_handler', 'plpgsql_exec_function', 'plpgsql_exec_trigger'],
    'PL/pgSQL functions and row triggers',
  ],
  [
    ['standard_ExecutorFinish', 'ExecutorFinish', 'AfterTriggerEndQuery'],
    'executor finish (foreign-key checks of rows written)',
  ],
  [['standard_ExecutorEnd', 'ExecutorEnd'], 'executor end'],
  [['CommitTransactionCommand'], 'commit (the log written; its flush waits, off the CPU)'],
  [['pq_getbyte'], 'reading the client socket'],
];

export function startPostgresPhases(dir: string) {
  const file = join(dir, 'postgres.perf');
  const probe = spawnSync('perf', ['record', '-a', '-o', file, '--', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    const why = probe.error ? 'perf is not installed' : 'perf may not sample every process here';
    return { stop: async () => `  PostgreSQL CPU by phase: not measured (${why})` };
  }
  const recording = spawn('perf', ['record', '-F', '499', '-a', '-g', '-o', file], { stdio: 'ignore' });
  const exited = new Promise((resolve) => recording.once('exit', resolve));
  return {
    /** Stops sampling and reports the phases of the given backends. */
    stop: async (backendPids: number[]) => {
      recording.kill('SIGINT');
      await exited;
      const report = spawnSync(
        'perf',
        [
          'report',
          '-i',
          file,
          '--stdio',
          '--children',
          '--sort',
          'symbol',
          '-g',
          'none',
          `--pid=${backendPids.join(',')}`,
        ],
        { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      rmSync(file, { force: true });
      const inclusive = new Map<string, number>();
      for (const line of report.stdout.split('\n')) {
        const match = /^\s+([\d.]+)%\s+[\d.]+%\s+\[[.k]\]\s+(\S+)/.exec(line);
        if (match) inclusive.set(match[2]!, Number(match[1]));
      }
      const backends = inclusive.get('PostgresMain') ?? 0;
      const share = (symbols: string[]) =>
        backends ? (100 * Math.max(...symbols.map((symbol) => inclusive.get(symbol) ?? 0))) / backends : 0;
      return [
        `  PostgreSQL CPU by phase (perf at 499 Hz; the bench database's backends had ${backends.toFixed(0)}% ` +
          "of the machine's samples; inclusive, so phases overlap):",
        ...PHASES.map(([symbols, phase]) => `    ${share(symbols).toFixed(1).padStart(5)}%  ${phase}`),
      ].join('\n');
    },
  };
}
