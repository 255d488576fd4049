import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../src/lib/preloadable-lazy.ts';

/* The router's lazy layouts and screens (issue 12): a screen whose code was preloaded during sign-in
 * renders at once, without showing the fallback (React would then hold it for 300 ms before the
 * screen could start loading its data). */

afterEach(cleanup);

const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('preloadableLazy', () => {
  it('a preloaded component renders in the first commit, never the fallback', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="product" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'product' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('one import however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const { Component, preload } = preloadableLazy(load);
    const first = preload();
    const second = preload();
    expect(second).toBe(first);
    await first;
    render(<Component name="a" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded: suspends with the fallback, then shows the component', async () => {
    let resolve: (module: { default: typeof Screen }) => void = () => undefined;
    const { Component } = preloadableLazy(
      () =>
        new Promise<{ default: typeof Screen }>((r) => {
          resolve = r;
        }),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="cart" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ default: Screen }));
    expect(await screen.findByRole('heading', { name: 'cart' })).toBeTruthy();
  });
});
