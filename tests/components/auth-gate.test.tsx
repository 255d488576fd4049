import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { authMachine, createAuthImplementations } from '../../machines/auth/index.ts';
import type { LiffLike } from '../../machines/deps.ts';
import { App } from '../../src/app/app.tsx';
import { th } from '../../src/i18n/th.ts';
import type { AppServices } from '../../src/services/services.ts';
import { signedInLiff } from '../fixtures/shop.ts';

/* Sign-in during a LINE outage (issue 11 item 4): a retry screen, never 'not registered'. */

afterEach(cleanup);

const liff: LiffLike = signedInLiff('U1');
const outage = Object.assign(new Error('Request failed with status code 503'), { status: 503 });

function open(getProfile: () => Promise<never>) {
  const api = { getProfile: vi.fn(getProfile), login: vi.fn(async () => ({ access_token: 't' })) };
  const auth = createActor(
    authMachine.provide(createAuthImplementations({ liff, api: api as never, storage: null })),
    {
      input: {},
    },
  );
  auth.start();
  render(<App services={{ liff, api, auth } as unknown as AppServices} />);
  return api;
}

describe('AuthGate during a service outage', () => {
  it('shows the Thai service-unavailable screen with a retry that signs in again', async () => {
    const api = open(() => Promise.reject(outage));
    expect(await screen.findByRole('heading', { name: th.app.unavailableTitle })).toBeTruthy();
    expect(screen.getByText(th.app.unavailableNote)).toBeTruthy();
    expect(screen.queryByText(th.app.closed)).toBeNull();
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(liff.closeWindow).not.toHaveBeenCalled();
    api.getProfile.mockImplementation(() => new Promise<never>(() => {}));
    await userEvent.click(screen.getByRole('button', { name: th.app.retry }));
    expect(api.getProfile).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(th.app.loading)).toBeTruthy();
  });

  it('offline: says the connection is missing, not that the shop is down, and signs in by itself back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const noAnswer = Object.assign(new Error('Network Error'), { kind: 'network' });
      const api = open(() => Promise.reject(noAnswer));
      expect(await screen.findByRole('heading', { name: th.app.offlineTitle })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(th.app.offlineNote);
      expect(screen.queryByText(th.app.unavailableTitle)).toBeNull();
      expect(screen.getByRole('button', { name: th.app.retry })).toBeTruthy();
      api.getProfile.mockImplementation(() => new Promise<never>(() => {}));
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText(th.app.loading)).toBeTruthy();
      await vi.waitFor(() => expect(api.getProfile).toHaveBeenCalledTimes(2));
    } finally {
      onLine.mockRestore();
    }
  });

  it('a profile 401 still says "not registered" (the window could not be closed)', async () => {
    open(() => Promise.reject(Object.assign(new Error('Unauthorized'), { status: 401 })));
    expect(await screen.findByText(th.app.closed)).toBeTruthy();
    expect(liff.closeWindow).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: th.app.retry })).toBeNull();
  });
});
