// GET /api/admin/functions: each function's last run, whoever ran it. The start-up sync used to leave
// no trace, so /admin said "Never run" for functions that had just run.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';
import type { CricketProvider } from '../../feeds/types';
import { runBackendFunction } from '../../jobs/functions';

describe('backend function status', async () => {
  const { http, deps } = await startTestApp({ SYNC_ON_START: 'true' });
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);
  const lastRuns = async () => {
    const response = await admin.get('/api/admin/functions');
    expect(response.status).toBe(200);
    return Object.fromEntries(
      (response.json as { name: string; lastRun: unknown }[]).map((f) => [f.name, f.lastRun]),
    );
  };
  const ran = (source: string, outcome = 'succeeded') => ({
    source,
    outcome,
    startedAt: expect.any(String),
    durationMs: expect.any(Number),
  });

  it('shows the start-up sync as the last run of the functions it ran', async () => {
    expect(await lastRuns()).toEqual({
      'fetch-match-schedule': null,
      'fetch-upcoming-matches': ran('startup'),
      'fetch-live-matches': ran('startup'),
      'fetch-tournament-winners': ran('startup'),
    });
  });

  it("shows an admin's Invoke, and a run that failed, as the latest", async () => {
    expect((await admin.post('/api/admin/functions/fetch-match-schedule', {})).status).toBe(200);
    const unreachable = async (): Promise<never> => {
      throw new Error('feed unreachable');
    };
    const broken: CricketProvider = {
      name: 'broken',
      fetchSchedule: unreachable,
      fetchLiveState: unreachable,
      fetchMarkets: unreachable,
      fetchTournamentOdds: unreachable,
      seasonYear: () => 2026,
    };
    const ctx = { db: deps.db, provider: broken, pinnedSeason: undefined, now: deps.now };
    await expect(runBackendFunction(ctx, 'fetch-live-matches', {}, 'ticker')).rejects.toThrow(
      'feed unreachable',
    );
    const runs = await lastRuns();
    expect(runs['fetch-match-schedule']).toEqual(ran('admin'));
    expect(runs['fetch-live-matches']).toEqual(ran('ticker', 'failed'));
  });
});
