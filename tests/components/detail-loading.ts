import { fireEvent, screen, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import { th } from '../../src/i18n/th.ts';

/** A load that got no answer (no connection). */
const offline = () => Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null });

/** An answer the test gives (or fails) when it likes. */
function held() {
  let give: (value: unknown) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const answer = new Promise((resolve, reject) => {
    give = resolve;
    fail = reject;
  });
  return { answer, give, fail };
}

/** The page's region `name` is busy and shows the skeleton's grey boxes in the item's place. */
function expectSkeleton(name: string, skeleton: string) {
  const main = screen.getByRole('region', { name });
  expect(main.getAttribute('aria-busy')).toBe('true');
  expect(within(main).getByTestId(skeleton).querySelectorAll('.sf-grey').length).toBeGreaterThan(3);
}

/**
 * A product's, an order's or a coupon's page while its item loads: with the first answer held, the
 * page (region `name`) shows `skeleton`; that load failing shows the line `failedId` instead; a tap
 * on 'ลองอีกครั้ง' whose answer is held shows the skeleton again (the line gone), never an empty
 * page; the answer `item` then replaces it with `loaded`.
 */
export async function showsSkeletonWhileLoading(page: {
  load: Mock;
  open: () => void;
  name: string;
  skeleton: string;
  failedId: string;
  item: unknown;
  loaded: () => Promise<HTMLElement>;
}) {
  const first = held();
  page.load.mockReturnValueOnce(first.answer);
  page.open();
  expectSkeleton(page.name, page.skeleton);
  first.fail(offline());
  const failed = await screen.findByTestId(page.failedId);
  expect(screen.queryByTestId(page.skeleton)).toBeNull();
  const retry = held();
  page.load.mockReturnValueOnce(retry.answer);
  fireEvent.click(within(failed).getByRole('button', { name: th.screenLoad.retry }));
  expect(screen.queryByTestId(page.failedId)).toBeNull();
  expectSkeleton(page.name, page.skeleton);
  expect(page.load).toHaveBeenCalledTimes(2);
  retry.give(page.item);
  await page.loaded();
  expect(screen.queryByTestId(page.skeleton)).toBeNull();
}
