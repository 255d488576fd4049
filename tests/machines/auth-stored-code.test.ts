import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiInput } from '../../contract/api.ts';
import {
  authMachine,
  createAuthImplementations,
  errorMessage,
  isClosed,
  isReady,
  isUnavailable,
  type ShopProfile,
} from '../../machines/auth/index.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { type KeyValueStorage, STORAGE_KEYS } from '../../machines/storage.ts';
import { SHOP, signedInLiff } from '../fixtures/shop.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/**
 * Sign-in on an open where a customer code is stored from an earlier sign-in (issue 20 "Speed on a
 * slow network"): the profile and the sign-in with the stored code run at the same time; the
 * profile stays the truth (spec section 4 "Login at app start", section 8, CONTRACT "Sign-in sequence").
 */

/** As the API client rejects a non-2xx answer (an ApiError's `status` and `kind`). */
const httpError = (status: number) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { status, kind: 'http' });

const closeWindow = vi.fn<() => void>();
const liff: LiffLike = { ...signedInLiff('U123'), closeWindow };

type LoginInput = ApiInput<'login'>;

/** Both calls wait for the test to answer them, so their order and overlap can be seen. */
function open(storedCustomerCode: string | null) {
  closeWindow.mockClear();
  const data = new Map<string, string>();
  if (storedCustomerCode) data.set(STORAGE_KEYS.customerCode, storedCustomerCode);
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const profiles: Deferred<ShopProfile>[] = [];
  const logins: { input: LoginInput; answer: Deferred<{ access_token: string }> }[] = [];
  const api = {
    getProfile: vi.fn(() => {
      const answer = deferred<ShopProfile>();
      profiles.push(answer);
      return answer.promise;
    }),
    login: vi.fn((input: LoginInput) => {
      const answer = deferred<{ access_token: string }>();
      logins.push({ input, answer });
      return answer.promise;
    }),
  };
  const machine = authMachine.provide(createAuthImplementations({ liff, api: api as never, storage }));
  // As src/services/services.ts does: the stored code is the chart's input.
  const actor = createActor(machine, {
    input: { storedCustomerCode: storage.getItem(STORAGE_KEYS.customerCode) },
  });
  actor.start();
  const codes = () => logins.map((login) => login.input.body.customer_code);
  return { actor, data, profiles, logins, codes };
}

describe('authMachine: sign-in with a stored customer code', () => {
  it('fetches the profile and signs in with the stored code at the same time; one round trip to ready', async () => {
    const { actor, data, profiles, logins, codes } = open('SHOP001');
    await flush();
    // Both requests are out before either answers.
    expect(profiles).toHaveLength(1);
    expect(codes()).toEqual(['SHOP001']);
    expect(logins[0]?.input.headers).toEqual({ 'x-line-id-token': 'line-id' });
    logins[0]?.answer.resolve({ access_token: 'token-stored' });
    await flush();
    // The token is not used nor stored before the profile confirms the code.
    expect(isReady(actor.getSnapshot())).toBe(false);
    expect(data.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    profiles[0]?.resolve(SHOP);
    const snapshot = await waitFor(actor, isReady);
    expect(snapshot.context).toMatchObject({ accessToken: 'token-stored', customerCode: 'SHOP001' });
    expect(data.get(STORAGE_KEYS.accessToken)).toBe('token-stored');
    expect(data.get(STORAGE_KEYS.shopName)).toBe('ร้านสมใจ');
    expect(codes()).toEqual(['SHOP001']);
  });

  it('the profile answering first also waits for the sign-in, then shows the app', async () => {
    const { actor, profiles, logins, codes } = open('SHOP001');
    await flush();
    profiles[0]?.resolve(SHOP);
    await flush();
    expect(isReady(actor.getSnapshot())).toBe(false);
    logins[0]?.answer.resolve({ access_token: 'token-stored' });
    expect((await waitFor(actor, isReady)).context.accessToken).toBe('token-stored');
    expect(codes()).toEqual(['SHOP001']);
  });

  it('profile 401 closes the window even though the sign-in with the stored code succeeded', async () => {
    const { actor, data, profiles, logins } = open('SHOP001');
    await flush();
    logins[0]?.answer.resolve({ access_token: 'token-stored' });
    await flush();
    profiles[0]?.reject(httpError(401));
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(isClosed(snapshot)).toBe(true);
    expect(closeWindow).toHaveBeenCalledTimes(1);
    expect(snapshot.context.accessToken).toBeNull();
    expect(data.get(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('profile 401 while the sign-in is still out: the window closes, the late token is ignored', async () => {
    const { actor, data, profiles, logins } = open('SHOP001');
    await flush();
    profiles[0]?.reject(httpError(401));
    await waitFor(actor, (s) => s.status === 'done');
    logins[0]?.answer.resolve({ access_token: 'token-late' });
    await flush();
    expect(isClosed(actor.getSnapshot())).toBe(true);
    expect(data.get(STORAGE_KEYS.accessToken)).toBeUndefined();
  });

  it('profile outage (503): the retry screen, not ready, even with a token for the stored code', async () => {
    const { actor, data, profiles, logins } = open('SHOP001');
    await flush();
    logins[0]?.answer.resolve({ access_token: 'token-stored' });
    profiles[0]?.reject(httpError(503));
    const snapshot = await waitFor(actor, isUnavailable);
    expect(errorMessage(snapshot)).toBeNull();
    expect(isReady(snapshot)).toBe(false);
    expect(data.get(STORAGE_KEYS.accessToken)).toBeUndefined();
    expect(closeWindow).not.toHaveBeenCalled();
  });

  it("the profile names another shop: signs in again with the profile's code and stores it", async () => {
    const { actor, data, profiles, logins, codes } = open('OLD001');
    await flush();
    logins[0]?.answer.resolve({ access_token: 'token-old' });
    profiles[0]?.resolve(SHOP);
    await flush();
    expect(isReady(actor.getSnapshot())).toBe(false);
    expect(codes()).toEqual(['OLD001', 'SHOP001']);
    expect(data.get(STORAGE_KEYS.customerCode)).toBe('SHOP001');
    logins[1]?.answer.resolve({ access_token: 'token-new' });
    const snapshot = await waitFor(actor, isReady);
    expect(snapshot.context).toMatchObject({ accessToken: 'token-new', customerCode: 'SHOP001' });
    expect(data.get(STORAGE_KEYS.accessToken)).toBe('token-new');
  });

  it.each([401, 403])(
    "the stored code's sign-in answers %i (binding changed): falls back to the profile's code",
    async (status) => {
      const { actor, data, profiles, logins, codes } = open('SHOP001');
      await flush();
      logins[0]?.answer.reject(httpError(status));
      profiles[0]?.resolve(SHOP);
      await flush();
      expect(codes()).toEqual(['SHOP001', 'SHOP001']);
      logins[1]?.answer.resolve({ access_token: 'token-again' });
      expect((await waitFor(actor, isReady)).context.accessToken).toBe('token-again');
      expect(data.get(STORAGE_KEYS.accessToken)).toBe('token-again');
    },
  );

  it("the fallback sign-in's own failure shows as before (503: retry screen; 400: 'Error: ...')", async () => {
    /** The stored code refused (403), the profile answers, then the fallback sign-in fails with `status`. */
    const fallbackFailing = async (status: number) => {
      const opened = open('SHOP001');
      await flush();
      opened.logins[0]?.answer.reject(httpError(403));
      opened.profiles[0]?.resolve(SHOP);
      await flush();
      opened.logins[1]?.answer.reject(httpError(status));
      return opened;
    };
    const down = await fallbackFailing(503);
    expect(isUnavailable(await waitFor(down.actor, isUnavailable))).toBe(true);

    const refused = await fallbackFailing(400);
    const failed = await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(errorMessage(failed)).toBe('Request failed with status code 400');
  });

  it('without a stored code the sequence is as before: profile first, then sign-in with its code', async () => {
    const { actor, data, profiles, logins, codes } = open(null);
    await flush();
    expect(profiles).toHaveLength(1);
    expect(logins).toHaveLength(0);
    profiles[0]?.resolve(SHOP);
    await flush();
    expect(codes()).toEqual(['SHOP001']);
    logins[0]?.answer.resolve({ access_token: 'token-1' });
    await waitFor(actor, isReady);
    expect(data.get(STORAGE_KEYS.accessToken)).toBe('token-1');
  });

  it('retry after an outage signs in beside the profile with the code the profile stored', async () => {
    const { actor, profiles, logins, codes } = open(null);
    await flush();
    profiles[0]?.resolve(SHOP);
    await flush();
    logins[0]?.answer.reject(httpError(503));
    await waitFor(actor, isUnavailable);
    actor.send({ type: 'auth.retry' });
    await flush();
    expect(profiles).toHaveLength(2);
    expect(codes()).toEqual(['SHOP001', 'SHOP001']);
    logins[1]?.answer.resolve({ access_token: 'token-2' });
    profiles[1]?.resolve(SHOP);
    expect((await waitFor(actor, isReady)).context.accessToken).toBe('token-2');
  });
});
