// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nWrapper } from '@/test/render';
import { DelayCountdown, DelayRefused } from './bet-delay-notices';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

/** The slip's Hindi messages (its sheet's catalog), as a Hindi page has them. */
async function speakHindi() {
  const { messages } = await import('../locales/hi.po');
  act(() => i18n.loadAndActivate({ locale: 'hi', messages }));
}

describe('DelayCountdown', () => {
  beforeEach(() => vi.useFakeTimers());

  it('counts the seconds of the delay down, then says the latest ball is checked, never below 0', () => {
    render(<DelayCountdown placing={{ sentAt: Date.now(), delaySeconds: 5 }} />, { wrapper: I18nWrapper });
    const bar = screen.getByRole('progressbar', { name: 'In-play delay' });
    expect(screen.getByText('In-play delay: 5 s')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(
      screen.getByText(/In-play bets wait a few seconds, so that nobody can bet on a ball already bowled/),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('In-play delay: 4 s')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '4');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('In-play delay: 1 s')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Checking the latest ball…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', 'Checking the latest ball…');

    // The server waits for the next feed sync: the answer can come seconds after the delay.
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Checking the latest ball…')).toBeInTheDocument();
    expect(screen.queryByText(/In-play delay: -/)).not.toBeInTheDocument();
  });

  it('counts from when the slip was sent, not from when the sheet showed it', () => {
    render(<DelayCountdown placing={{ sentAt: Date.now() - 3000, delaySeconds: 5 }} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.getByText('In-play delay: 2 s')).toBeInTheDocument();
  });
});

describe('DelayRefused', () => {
  it.each([
    ['BALL_BOWLED', 'A ball was bowled during the delay. Check the new odds and try again.'],
    ['MARKET_SUSPENDED', 'The market was suspended during the delay. Try again when it reopens.'],
    ['MARKET_CLOSED', 'The market closed during the delay. Choose again from the markets open now.'],
    ['FEED_STALE', 'We could not confirm the live score in time. Try again in a moment.'],
  ] as const)('says why %s refused the bet, and that nothing was taken', (reason, text) => {
    render(<DelayRefused reason={reason} count={1} />, { wrapper: I18nWrapper });
    const notice = screen.getByTestId('bet-delay-refused');
    expect(notice).toHaveTextContent(`In-play bet not placed${text} Nothing was taken from your balance.`);
  });
});

describe('in Hindi', () => {
  it('counts down and says why a bet was refused in Hindi', async () => {
    await speakHindi();
    render(
      <>
        <DelayCountdown placing={{ sentAt: Date.now(), delaySeconds: 2 }} />
        <DelayRefused reason="FEED_STALE" count={2} />
      </>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByText(/^लाइव बेट की देरी: [12] सेकंड$/)).toBeInTheDocument();
    expect(screen.getByTestId('bet-delay-refused')).toHaveTextContent(
      'लाइव बेट नहीं लगींहम समय पर लाइव स्कोर की पुष्टि नहीं कर सके। थोड़ी देर में फिर से कोशिश करें। आपके बैलेंस से कुछ नहीं कटा।',
    );
  });
});
