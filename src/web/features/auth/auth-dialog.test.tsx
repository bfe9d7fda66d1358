// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PLAYER } from '@shared/constants';
import type { Me } from '@shared/contracts/me';
import { setupDomTests } from '@/test/dom';
import { errorResponse, fieldRefusedResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { testPlayer } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { loadLazyParts } from '@/test/lazy-parts';
import { useAuthDialog, useMe } from '@/lib/signed-in';

const player: Me = { ...testPlayer, name: DEMO_PLAYER.name, email: DEMO_PLAYER.email };

function Harness() {
  const dialog = useAuthDialog();
  const { data: me } = useMe();
  return (
    <div>
      <p data-testid="who">{me === undefined ? 'loading' : me ? me.name : 'signed out'}</p>
      <button onClick={() => dialog.open('login')}>open login</button>
      <button onClick={() => dialog.open('register')}>open register</button>
      <button onClick={() => dialog.open('login', 'Please log in to place a bet')}>place bet</button>
    </div>
  );
}

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

/** Stubs fetch: /api/me answers from `signedIn`, other paths from `handlers`. */
function stubApi(handlers: Record<string, Handler> = {}) {
  const state = { signedIn: false };
  const fetchMock = stubFetch({
    me: () => (state.signedIn ? player : null),
    handle: (url, init) => handlers[url]?.(url, init),
  });
  return { fetchMock, state };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function openDialog(mode: 'login' | 'register') {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
  await user.click(screen.getByRole('button', { name: `open ${mode}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

/** A sign-up the browser's checks let through. */
const virat = { name: 'Virat Kohli', phone: '9876543210', email: 'virat@example.com', password: 'secret123' };

/** Fills the register form (the confirmation repeats the password unless given) and submits it. */
async function register(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  fields: { name: string; phone: string; email: string; password: string; confirm?: string },
) {
  await user.type(within(dialog).getByLabelText('Full Name'), fields.name);
  await user.type(within(dialog).getByLabelText('Phone Number'), fields.phone);
  await user.type(within(dialog).getByLabelText('Email'), fields.email);
  await user.type(within(dialog).getByLabelText('Password'), fields.password);
  await user.type(within(dialog).getByLabelText('Confirm Password'), fields.confirm ?? fields.password);
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
}

function authCalls(fetchMock: ReturnType<typeof stubApi>['fetchMock']) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/'));
}

setupDomTests();

beforeAll(loadLazyParts);

beforeEach(() => {
  stubApi();
});

describe('auth dialog: login mode', () => {
  it('shows the login title, subtitle, demo box and toggle', async () => {
    const { dialog } = await openDialog('login');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to access your account and place bets')).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_PLAYER.email)).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_PLAYER.password)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(within(dialog).queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });

  it('shows required messages for an empty submit and calls nothing', async () => {
    const { fetchMock } = stubApi();
    const { user, dialog } = await openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(authCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the invalid-email and short-password messages', async () => {
    const { user, dialog } = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument();
  });

  it("'Use Demo Login' fills the email and password", async () => {
    const { user, dialog } = await openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Use Demo Login' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue(DEMO_PLAYER.email);
    expect(within(dialog).getByLabelText('Password')).toHaveValue(DEMO_PLAYER.password);
  });

  it("reads 'Signing In...' while busy, then signs in, toasts, closes and clears the form", async () => {
    const signIn = deferred<Response>();
    const { fetchMock, state } = stubApi({ '/api/auth/sign-in/email': () => signIn.promise });
    const { user, dialog } = await openDialog('login');

    await user.click(within(dialog).getByRole('button', { name: 'Use Demo Login' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const busy = await within(dialog).findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    const [, init] = authCalls(fetchMock)[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
    });

    state.signedIn = true;
    signIn.resolve(jsonResponse({ user: { id: 'u1' } }));

    expect(await screen.findByText('Successfully logged in')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('who')).toHaveTextContent('Demo Player');

    await user.click(screen.getByRole('button', { name: 'open login' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
  });

  it("toasts the server's message when sign-in is refused and stays open", async () => {
    stubApi({
      '/api/auth/sign-in/email': () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    const { user, dialog } = await openDialog('login');
    await user.type(within(dialog).getByLabelText('Email'), 'someone@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Login failed' when the error body has no message", async () => {
    stubApi({ '/api/auth/sign-in/email': () => new Response('Bad gateway', { status: 502 }) });
    const { user, dialog } = await openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Use Demo Login' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });
});

describe('auth dialog: register mode', () => {
  it('toggles between the two modes with the spec texts', async () => {
    const { user, dialog } = await openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'Create New Account' }));

    expect(within(dialog).getByRole('heading', { name: 'Join Our Community' })).toBeInTheDocument();
    expect(within(dialog).getByText('Create an account to start winning on IPL matches')).toBeInTheDocument();
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Password', 'Confirm Password']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Use Demo Login' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign In Instead' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create New Account' })).toBeInTheDocument();
  });

  it('shows a message under every empty field', async () => {
    const { user, dialog } = await openDialog('register');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
  });

  it("shows 'Passwords do not match' and the phone rule", async () => {
    const { fetchMock } = stubApi();
    const { user, dialog } = await openDialog('register');
    await register(user, dialog, { ...virat, phone: '12345', confirm: 'secret124' });

    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number must be a 10-digit mobile number')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    expect(authCalls(fetchMock)).toHaveLength(0);
  });

  it("reads 'Creating Account...' while busy and toasts the server's refusal", async () => {
    const signUp = deferred<Response>();
    const { fetchMock } = stubApi({ '/api/auth/sign-up/email': () => signUp.promise });
    const { user, dialog } = await openDialog('register');
    await register(user, dialog, { ...virat, phone: '+91 98765 43210' });

    expect(await within(dialog).findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    const [, init] = authCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Virat Kohli',
      email: 'virat@example.com',
      password: 'secret123',
      phone: '9876543210',
    });

    signUp.resolve(errorResponse(409, 'EMAIL_IN_USE', 'Email already in use'));
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a name the browser lets through but the server refuses under the name field', async () => {
    const refusal = 'Name cannot contain control characters';
    const { fetchMock } = stubApi({
      '/api/auth/sign-up/email': () => fieldRefusedResponse('name', refusal),
    });
    const { user, dialog } = await openDialog('register');
    await register(user, dialog, virat);

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Full Name')).toHaveAccessibleDescription(refusal),
    );
    expect(authCalls(fetchMock)).toHaveLength(1);
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it("refuses a control character in the name in the browser, with the server's message", async () => {
    const { fetchMock } = stubApi();
    const { user, dialog } = await openDialog('register');
    await user.click(within(dialog).getByLabelText('Full Name'));
    await user.paste('Virat\u0007Kohli');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Name cannot contain control characters')).toBeInTheDocument();
    expect(authCalls(fetchMock)).toHaveLength(0);
  });

  it("toasts 'Account created successfully' and closes on success", async () => {
    const { state } = stubApi({
      '/api/auth/sign-up/email': () => {
        state.signedIn = true;
        return jsonResponse({ user: { id: 'u1' } });
      },
    });
    const { user, dialog } = await openDialog('register');
    await register(user, dialog, {
      name: 'Demo Player',
      phone: '9876543210',
      email: 'new@example.com',
      password: 'secret123',
    });

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('who')).toHaveTextContent('Demo Player');
  });
});

describe('useAuthDialog().open with a message', () => {
  it('opens the login dialog and shows the message as a toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'place bet' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(await screen.findByText('Please log in to place a bet')).toBeInTheDocument();
  });
});
