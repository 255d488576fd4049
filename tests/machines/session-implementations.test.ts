import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiFunctions } from '../../contract/api.ts';
import {
  createSessionImplementations,
  type SessionEmitted,
  sessionMachine,
} from '../../machines/session/index.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { deferred, flush, memoryStorage } from './helpers.ts';

/* The sign-in after a 401 (spec section 8: "Log in again once with the customer code, store the new
 * token and repeat the request"): the code the sign-in at start stored, LIFF's ID token, POST
 * /users/login, the new access token stored where the API client reads it. */

type Login = (input: {
  body: { customer_code: string };
  headers: { 'x-line-id-token': string };
}) => Promise<{ access_token: string }>;

function start(login: Login, storage = memoryStorage({ [STORAGE_KEYS.customerCode]: 'SHOP001' })) {
  const api = { login: vi.fn(login) };
  const liff = { getIDToken: vi.fn(() => 'line-id') };
  const machine = sessionMachine.provide(
    createSessionImplementations({ api: api as unknown as Pick<ApiFunctions, 'login'>, liff, storage }),
  );
  const actor = createActor(machine).start();
  /** One request that answered 401 with the stored token: what it hears. */
  const unauthorized = () =>
    new Promise<SessionEmitted>((resolve) => {
      const sub = actor.on('*', (event: SessionEmitted) => {
        sub.unsubscribe();
        resolve(event);
      });
      actor.send({ type: 'session.unauthorized', sentToken: 'old', currentToken: 'old', repeated: false });
    });
  return { actor, api, liff, storage, unauthorized };
}

describe('createSessionImplementations: the sign-in after a 401', () => {
  it('signs in with the stored customer code and the LINE ID token, and stores the new token', async () => {
    const { api, storage, unauthorized } = start(async () => ({ access_token: 'token-2' }));
    expect(await unauthorized()).toEqual({ type: 'session.refreshed' });
    expect(api.login).toHaveBeenCalledWith({
      body: { customer_code: 'SHOP001' },
      headers: { 'x-line-id-token': 'line-id' },
    });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('token-2');
  });

  it('20 concurrent 401s sign in once', async () => {
    const answer = deferred<{ access_token: string }>();
    const { api, liff, storage, unauthorized } = start(() => answer.promise);
    const heard = Array.from({ length: 20 }, unauthorized);
    await flush();
    answer.resolve({ access_token: 'token-again' });
    expect(await Promise.all(heard)).toEqual(Array(20).fill({ type: 'session.refreshed' }));
    expect(api.login).toHaveBeenCalledTimes(1);
    expect(liff.getIDToken).toHaveBeenCalledTimes(1);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('token-again');
  });

  it("a refused sign-in fails the waiting requests with the client's error; the stored token stays", async () => {
    const refused = Object.assign(new Error('Unauthorized'), { status: 401, kind: 'http' });
    const storage = memoryStorage({
      [STORAGE_KEYS.customerCode]: 'SHOP001',
      [STORAGE_KEYS.accessToken]: 'token-1',
    });
    const { unauthorized } = start(() => Promise.reject(refused), storage);
    expect(await unauthorized()).toEqual({ type: 'session.refreshFailed', error: refused });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('token-1');
  });
});
