import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/integration/harness';

// Unpinned, the tournament odds follow the season being played: in November 2026 the simulator plays
// a 2026 season, so neither the sync nor the page may say another year.
describe('the tournament season', async () => {
  const november2026 = new Date('2026-11-20T12:00:00Z');
  const { http, deps } = await startTestApp({}, () => november2026);
  const admin = http.fork();
  expect((await admin.signIn('admin@iplbetting.app', 'admin1234')).status).toBe(200);

  it('is the year of the season the simulator is playing, for the sync and for the page', async () => {
    expect(deps.config.TOURNAMENT_SEASON).toBeUndefined();
    expect(deps.provider.seasonYear(november2026)).toBe(2026);
    const sync = await admin.post('/api/admin/functions/fetch-tournament-winners', {});
    expect(sync.status).toBe(200);
    expect(sync.json).toEqual({ success: true, updated: 10 });
    const response = await http.get('/api/tournament-winners');
    expect(response.json.season).toBe(2026);
    expect(response.json.teams).toHaveLength(10);
    for (const team of response.json.teams) expect(team.season).toBe(2026);
  });
});
