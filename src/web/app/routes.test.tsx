// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_CHAT_URL } from '@shared/constants';
import { setupDomTests } from '@/test/dom';
import { jsonResponse, stubFetch, type MeAnswer } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { routes, type AppRoute } from './routes';

type MeState = 'signed-in' | 'signed-out' | 'pending';
const meAnswers: Record<MeState, MeAnswer> = {
  'signed-in': testPlayer,
  'signed-out': null,
  pending: 'pending',
};

function stubApi(initial: MeState) {
  const state = { me: initial };
  stubFetch({
    me: () => meAnswers[state.me],
    handle: (url) => {
      if (url !== '/api/auth/sign-out') return undefined;
      state.me = 'signed-out';
      return jsonResponse({ success: true });
    },
  });
  return state;
}

async function renderAt(path: string, me: MeState) {
  const state = stubApi(me);
  const result = await renderRoutes(routes, path);
  // The header settles once /api/me has answered.
  if (me === 'signed-in') await screen.findByRole('link', { name: 'Wallet balance: ₹10,000' });
  if (me === 'signed-out') await screen.findByRole('button', { name: 'Sign Up' });
  return { ...result, state };
}

setupDomTests();

/** Every player route's page code, nested ones included (the back office is tested on its own). */
const lazyLoaders = (list: AppRoute[]): (() => unknown)[] =>
  list
    .filter((route) => !/^(?:book|admin)/.test(route.path ?? ''))
    .flatMap((route) => [...(route.preload ? [route.preload] : []), ...lazyLoaders(route.children ?? [])]);

// The pages' and dialogs' lazy code, compiled once before any test waits on it: the first import of a
// module runs its transforms (Lingui's macros run Babel), which on a busy machine can take longer than a
// test's wait for what the module shows.
beforeAll(async () => {
  await Promise.all([
    ...lazyLoaders(routes).map((load) => load()),
    import('@/features/auth/auth-dialog'),
    import('@/features/layout/components/mobile-nav-sheet'),
    import('@/features/layout/components/user-menu'),
  ]);
}, 120_000);

describe('routes', () => {
  it.each([
    ['/', 'IPL Betting'],
    ['/live', 'Live Matches | IPL Betting'],
    ['/upcoming', 'Upcoming Matches | IPL Betting'],
    ['/my-bets', 'My Bets | IPL Betting'],
    ['/wallet', 'Wallet | IPL Betting'],
    ['/account', 'My Account | IPL Betting'],
    ['/terms', 'Terms & Conditions | IPL Betting'],
    ['/privacy', 'Privacy Policy | IPL Betting'],
    ['/responsible-gambling', 'Responsible Gambling | IPL Betting'],
    ['/help-support', 'Help & Support | IPL Betting'],
  ])('%s sets the title %s', async (path, title) => {
    await renderAt(path, 'signed-out');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no/such/page', 'signed-out');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('404 Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('redirects /help to the help page', async () => {
    const { location } = await renderAt('/help', 'signed-out');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(location().pathname).toBe('/help-support');
  });

  it.each([
    ['/terms', 'Terms & Conditions', true],
    ['/privacy', 'Privacy Policy', true],
    ['/responsible-gambling', 'Responsible Gambling', false],
  ])('%s has its heading, back link and date', async (path, heading, dated) => {
    await renderAt(path, 'signed-out');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryAllByText('Last updated June 1, 2024')).toHaveLength(dated ? 1 : 0);
  });

  it('lists the six privacy rights', async () => {
    await renderAt('/privacy', 'signed-out');
    const rights = [
      'Right of access:',
      'Right to rectification:',
      'Right to erasure:',
      'Right to restriction of processing:',
      'Right to data portability:',
      'Right to object:',
    ];
    const section = screen.getByRole('region', { name: /Your Rights/ });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(rights);
  });
});

describe('site shell', () => {
  it('signed out: Login and Sign Up open the dialog in the right mode; no balance or My Account', async () => {
    const user = userEvent.setup();
    await renderAt('/', 'signed-out');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Join Our Community' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('signed in: balance chip links to the wallet, My Account is in the nav, no Login', async () => {
    await renderAt('/', 'signed-in');
    const chip = await screen.findByRole('link', { name: 'Wallet balance: ₹10,000' });
    expect(chip).toHaveAttribute('href', '/wallet');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    // The menu's code loads after the first render, and its face shows meanwhile: the button found may be
    // replaced by the loaded menu's before an awaited find returns it (Testing Library lets timers run
    // first), so the button is looked up and checked in one step.
    await waitFor(() => expect(screen.getByRole('button', { name: /Rohit Sharma/ })).toBeInTheDocument());
  });

  it('highlights the active route', async () => {
    await renderAt('/live', 'signed-out');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Live Matches' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has the support chat link and the footer links', async () => {
    await renderAt('/', 'signed-out');
    const support = screen.getAllByRole('link', { name: 'Support chat' })[0]!;
    expect(support).toHaveAttribute('href', SUPPORT_CHAT_URL);
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/help');
    expect(within(footer).getByText(/not a real betting site/)).toBeInTheDocument();
    expect(within(footer).getByText(/registered in Cyprus/)).toBeInTheDocument();
    expect(within(footer).getByText(/Licence no\./)).toBeInTheDocument();
    expect(
      within(footer).getByText(
        (_, element) =>
          element?.textContent ===
            `© ${new Date().getFullYear()} IPL Betting Demo Ltd. All rights reserved.` &&
          element.tagName === 'P',
      ),
    ).toBeInTheDocument();
  });

  it('mobile menu: Upcoming Matches label, closes on navigation, and signs out', async () => {
    const user = userEvent.setup();
    const { location } = await renderAt('/', 'signed-in');
    await screen.findByRole('link', { name: 'Wallet balance: ₹10,000' });

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    let sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('₹10,000')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('link', { name: 'Upcoming Matches' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/upcoming');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).not.toBeInTheDocument();
  });
});

describe('pages that depend on the player', () => {
  it("home shows 'Win Big Now' only when signed out, and it opens registration", async () => {
    const user = userEvent.setup();
    await renderAt('/', 'signed-out');
    expect(screen.getByRole('heading', { name: 'Why Bet With Us' })).toBeInTheDocument();
    for (const card of ['Live Betting', 'Fast Deposit', 'Safe Withdrawals']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Win Big Now' }));
    expect(await screen.findByRole('heading', { name: 'Join Our Community' })).toBeInTheDocument();
  });

  it('home shows no banner when signed in (spec: the banner is for signed-out visitors)', async () => {
    await renderAt('/', 'signed-in');
    await screen.findByRole('link', { name: 'Wallet balance: ₹10,000' });
    expect(screen.queryByRole('button', { name: 'Win Big Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Bet on every IPL match/ })).not.toBeInTheDocument();
  });

  it('shows a spinner, not the sign-in prompt, while the player is loading', async () => {
    await renderAt('/account', 'pending');
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByText('Please login to access your account')).not.toBeInTheDocument();
  });

  it('my bets asks a signed-out visitor to log in', async () => {
    const user = userEvent.setup();
    await renderAt('/my-bets', 'signed-out');
    expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
    const prompt = screen.getByText('Please login to view your bets').closest('div')!.parentElement!;
    await user.click(within(prompt).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("wallet: 'Login Required' when signed out, the balance when signed in", async () => {
    await renderAt('/wallet', 'signed-out');
    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    cleanup();

    await renderAt('/wallet', 'signed-in');
    const card = await screen.findByRole('region', { name: 'Available Balance' });
    expect(within(card).getByText('₹10,000')).toBeInTheDocument();
  });

  it('account: prompt when signed out, overview when signed in', async () => {
    await renderAt('/account', 'signed-out');
    expect(screen.getByText('Please login to access your account')).toBeInTheDocument();
    cleanup();

    await renderAt('/account', 'signed-in');
    expect(await screen.findByRole('heading', { name: 'Rohit Sharma' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('rohit@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('₹10,000').length).toBeGreaterThanOrEqual(2);
  });
});
