import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as hindi } from '../locales/hi/messages.po';
import { ApiError, apiFetch, errorMessage, fieldErrors } from './api';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends a JSON body with the session cookie and parses the JSON answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('resolves undefined for an empty answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/thing')).resolves.toBeUndefined();
  });

  it('throws ApiError with the status, code and message from the error body', async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'EMAIL_IN_USE', message: 'Email already in use' } }), {
        status: 409,
      }),
    );
    const error = await apiFetch('/api/auth/sign-up/email').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_IN_USE', message: 'Email already in use' });
    expect(errorMessage(error, 'Registration failed')).toBe('Email already in use');
  });

  it('keeps the error body details (ODDS_CHANGED changes)', async () => {
    const details = { changes: [{ marketId: 2, optionId: 3, odds: 2.1 }] };
    stubFetch(
      new Response(
        JSON.stringify({ error: { code: 'ODDS_CHANGED', message: 'Odds have changed', details } }),
        {
          status: 409,
        },
      ),
    );
    const error = await apiFetch('/api/bets', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'ODDS_CHANGED', details });
  });

  it('falls back to a generic error when the body is not the error shape', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect((error as ApiError).message).toBeTruthy();
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('turns a network failure into ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
  });
});

describe('fieldErrors', () => {
  const refused = new ApiError(400, 'VALIDATION_ERROR', 'Name cannot contain control characters', [
    { path: 'upiName', message: 'Name cannot contain control characters' },
    { path: 'upiName', message: 'Name must be at most 80 characters' },
    { path: 'amount', message: 'Minimum withdrawal amount is ₹500' },
    { path: 'other', message: 'Not a field of this form' },
    null,
  ]);

  it("gives the server's first message for each field the form shows", () => {
    expect(fieldErrors(refused, ['upiName', 'upiId', 'amount'])).toEqual({
      upiName: 'Name cannot contain control characters',
      amount: 'Minimum withdrawal amount is ₹500',
    });
  });

  it('gives nothing for an error that names no field', () => {
    expect(fieldErrors(new ApiError(409, 'INSUFFICIENT_BALANCE', 'Not enough'), ['amount'])).toEqual({});
    expect(
      fieldErrors(new ApiError(400, 'VALIDATION_ERROR', 'Request body must be JSON'), ['amount']),
    ).toEqual({});
    expect(fieldErrors(new Error('boom'), ['amount'])).toEqual({});
  });
});

describe('errors in Hindi', () => {
  afterEach(() => i18n.activate('en'));
  const showHindi = () => i18n.loadAndActivate({ locale: 'hi', messages: hindi });

  it("shows the code's message in Hindi, the server's own in English", () => {
    const error = new ApiError(409, 'EMAIL_IN_USE', 'Email already in use');
    expect(errorMessage(error, 'Registration failed')).toBe('Email already in use');
    showHindi();
    expect(errorMessage(error, 'fallback')).toBe('यह ईमेल पहले से इस्तेमाल में है');
    const limited = new ApiError(
      429,
      'RATE_LIMITED',
      'Too many sign-in attempts. Please try again in 3 minutes.',
    );
    expect(errorMessage(limited, 'fallback')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    );
  });

  it("keeps the caller's fallback for an unknown code or no error body", () => {
    showHindi();
    expect(errorMessage(new ApiError(418, 'TEAPOT' as never, 'I am a teapot'), 'गिरा')).toBe('गिरा');
    expect(errorMessage(new Error('boom'), 'गिरा')).toBe('गिरा');
  });

  it('writes a network failure in the active language', async () => {
    showHindi();
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/thing').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(
      'सर्वर से संपर्क नहीं हो पाया। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
  });

  it("maps a field's refusal to the form's own message, else to the code's", () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Email is required', [
      { path: 'email', message: 'Email is required' },
      { path: 'name', message: 'Name is odd' },
    ]);
    const formMessages = new Map([['Email is required', 'ईमेल ज़रूरी है']]);
    expect(fieldErrors(refused, ['email', 'name'])).toEqual({
      email: 'Email is required',
      name: 'Name is odd',
    });
    showHindi();
    expect(fieldErrors(refused, ['email', 'name'], formMessages)).toEqual({
      email: 'ईमेल ज़रूरी है',
      name: 'कृपया दर्ज की गई जानकारी जाँचें।',
    });
  });
});
