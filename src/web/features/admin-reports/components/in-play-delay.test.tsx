// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { InPlayDelayFigures, ReportSummary } from '@shared/contracts/reports';
import { setupDomTests } from '@/test/dom';
import { InPlayDelay } from './in-play-delay';

setupDomTests();

const zero = { count: 0, amount: 0 };
const inPlayDelay: InPlayDelayFigures = {
  placed: { count: 412, amount: 206_000 },
  refused: { count: 38, amount: 15_250.5 },
  refusedByReason: {
    BALL_BOWLED: { count: 30, amount: 12_000.5 },
    MARKET_SUSPENDED: { count: 5, amount: 2_500 },
    MARKET_CLOSED: zero,
    ODDS_CHANGED: { count: 3, amount: 750 },
    FEED_STALE: zero,
  },
};

describe('InPlayDelay', () => {
  it('says the placed and refused slips in one line, and each reason with its share and stake', () => {
    render(<InPlayDelay summary={{ inPlayDelay } as ReportSummary} />);
    expect(screen.getByTestId('in-play-delay-summary')).toHaveTextContent(
      '412 placed, 38 refused (ball bowled 30, suspended 5, odds changed 3)',
    );
    const row = (key: string) =>
      within(screen.getByTestId(`in-play-delay-${key}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('placed')).toEqual(['412', '91.6%', '₹2,06,000.00']);
    expect(row('refused')).toEqual(['38', '8.4%', '₹15,250.50']);
    expect(row('BALL_BOWLED')).toEqual(['30', '6.7%', '₹12,000.50']);
    // A reason that never happened is listed, at 0.
    expect(row('FEED_STALE')).toEqual(['0', '0.0%', '₹0.00']);
    expect(screen.getByRole('rowheader', { name: 'Feed stale' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Refused after the delay' })).toBeInTheDocument();
  });
});
