import { act, screen } from '@testing-library/react';

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
