import { describe, expect, it } from 'vitest';
import { feedVerdict } from './feed-result';

describe('feedVerdict', () => {
  it('agrees when the recorded winner is the team the result text names', () => {
    expect(feedVerdict({ winner: 'Gujarat Titans', resultText: 'Gujarat Titans won by 6 wickets' })).toEqual({
      agrees: true,
      winner: 'Gujarat Titans',
    });
    expect(
      feedVerdict({ winner: 'Punjab Kings', resultText: 'Match tied (punjab kings won the Super Over)' }),
    ).toEqual({ agrees: true, winner: 'Punjab Kings' });
    expect(feedVerdict({ winner: 'Punjab Kings', resultText: null })).toEqual({
      agrees: true,
      winner: 'Punjab Kings',
    });
  });

  it('refuses a missing winner, and a result text that names another team', () => {
    expect(feedVerdict({ winner: null, resultText: 'No result' })).toEqual({
      agrees: false,
      reason: 'The feed has not recorded a winner',
    });
    expect(
      feedVerdict({ winner: 'Mumbai Indians', resultText: 'Chennai Super Kings won by 5 runs' }),
    ).toEqual({
      agrees: false,
      reason:
        'The feed records Mumbai Indians as the winner, but its result reads "Chennai Super Kings won by 5 runs"',
    });
  });
});
