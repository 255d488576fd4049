import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { th } from '../../src/i18n/th.ts';

/**
 * Screens whose load failed (issue 20): what the component suites share to fail a load and to see
 * the screen recover from it.
 */

/** An HTTP error answer as the API client throws it. */
export const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { kind: 'http', status });

/** The browser comes back online. */
export const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/**
 * Back online, the screen loads by itself: opens it (the test made its load fail), waits for its
 * failure line `failedTestId`, runs `meanwhile` (say, to make the next load answer), fires the
 * browser's `online` event and waits for `loaded` to find what the loaded screen shows.
 */
export async function loadsBackOnline(
  open: () => void,
  failedTestId: string,
  loaded: () => Promise<unknown>,
  meanwhile: () => void = () => {},
) {
  open();
  await screen.findByTestId(failedTestId);
  meanwhile();
  backOnline();
  await loaded();
}

/**
 * The failure line `failedTestId` says `text` with no dialog open (spec section 8 keeps these
 * silent); its 'ลองอีกครั้ง' loads again (the test made the next load answer): `loaded` finds what
 * the screen then shows, and the line is gone.
 */
export async function retryLoads(failedTestId: string, text: string, loaded: () => Promise<unknown>) {
  const line = await screen.findByTestId(failedTestId);
  expect(line.textContent).toContain(text);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  fireEvent.click(within(line).getByRole('button', { name: th.screenLoad.retry }));
  await loaded();
  expect(screen.queryByTestId(failedTestId)).toBeNull();
}
