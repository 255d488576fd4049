import { act, cleanup, render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { restoreWindowScroll } from '../../src/lib/restore-scroll.ts';
import { createKeptEntries, type KeptEntries } from '../../src/services/kept-entries.ts';
import { restoredSnapshot, useKeepSnapshot, useKeptEntry } from '../../src/services/use-kept-entry.ts';

/*
 * Going back to a history entry shows it as it was left (issue 10 "Scroll"): useKeptEntry with a
 * real browser router (jsdom's History API), a small counting chart standing in for a list's.
 */

let kept: KeptEntries;
vi.mock('../../src/services/services-context.tsx', () => ({ useServices: () => ({ kept }) }));

/** jsdom has no layout: the page height and the window scroll are set by the test. */
let pageHeight = 5000;
let frames: FrameRequestCallback[] = [];
const runFrames = (count: number) => {
  for (let i = 0; i < count; i++) {
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
  }
};
function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

beforeEach(() => {
  kept = createKeptEntries();
  pageHeight = 5000;
  frames = [];
  setScroll(0);
  window.history.replaceState(null, '', '/list');
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  window.scrollTo = vi.fn((_x: number, y: number) =>
    setScroll(Math.max(0, Math.min(y, pageHeight - window.innerHeight))),
  ) as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counter = createMachine({
  types: {} as { context: { count: number }; events: { type: 'count.add' } },
  context: { count: 0 },
  on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

function List() {
  const { entry, restored } = useKeptEntry();
  const actor = useActorRef(counter, { snapshot: restoredSnapshot(restored, 'counter') });
  useKeepSnapshot(actor, entry, 'counter');
  const count = useSelector(actor, (s) => s.context.count);
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="count">{count}</p>
      <p data-testid="restored">{restored ? 'restored' : 'fresh'}</p>
      <button type="button" onClick={() => actor.send({ type: 'count.add' })}>
        add
      </button>
      <button type="button" onClick={() => navigate('/product')}>
        open
      </button>
    </div>
  );
}

function renderApp() {
  const router = createBrowserRouter([
    { path: '/list', element: <List /> },
    { path: '/product', element: <p>product</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useKeptEntry', () => {
  it('going back to the entry restores the chart from its kept snapshot and the window scroll', async () => {
    const router = renderApp();
    expect(screen.getByTestId('restored').textContent).toBe('fresh');
    act(() => {
      screen.getByText('add').click();
      screen.getByText('add').click();
    });
    act(() => {
      setScroll(1500);
      window.dispatchEvent(new Event('scroll'));
    });

    await act(() => router.navigate('/product'));
    // The shorter page clamps the scroll: that is not recorded for the list's entry.
    act(() => {
      setScroll(0);
      window.dispatchEvent(new Event('scroll'));
    });
    // Coming back, the page is first too short: restore waits, then scrolls once it is tall enough.
    pageHeight = 600;
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('count').textContent).toBe('2');
    expect(screen.getByTestId('restored').textContent).toBe('restored');
    expect(window.scrollY).toBe(0);
    pageHeight = 5000;
    act(() => runFrames(1));
    expect(window.scrollY).toBe(1500);
  });

  it('a new visit of the same address (a link, not back) starts fresh', async () => {
    const router = renderApp();
    act(() => screen.getByText('add').click());
    await act(() => router.navigate('/product'));
    await act(() => router.navigate('/list'));
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(screen.getByTestId('restored').textContent).toBe('fresh');
  });

  it('an entry no longer kept (more than KEPT_ENTRIES ago) starts fresh', async () => {
    const router = renderApp();
    act(() => screen.getByText('add').click());
    await act(() => router.navigate('/product'));
    for (let i = 0; i < 10; i++) kept.set(`other${i}`, { path: '/x', scrollY: 0, parts: new Map() });
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('count').textContent).toBe('0');
  });
});

describe('restoreWindowScroll', () => {
  it('gives up after maxFrames, going as far as the page allows', () => {
    pageHeight = 1000;
    restoreWindowScroll(3000, 3);
    runFrames(5);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(1000 - window.innerHeight);
  });

  it('stops as soon as the user scrolls', () => {
    pageHeight = 500;
    restoreWindowScroll(3000);
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 5000;
    runFrames(3);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('the returned stop cancels it', () => {
    pageHeight = 500;
    const stop = restoreWindowScroll(3000);
    stop();
    pageHeight = 5000;
    runFrames(3);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
