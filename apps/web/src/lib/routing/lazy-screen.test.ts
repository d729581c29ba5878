import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';
import { preloadScreen } from './route-table.ts';

const counting = () => {
  const calls = { count: 0 };
  const screen = lazyScreen(() => {
    calls.count++;
    return Promise.resolve(() => null);
  });
  return { screen, calls };
};

describe('screens downloaded before they render (a phone pays a round trip per wait)', () => {
  it('starts a lazy screen download once, however often it is asked', () => {
    const { screen, calls } = counting();
    expect(calls.count).toBe(0);
    screen.preload?.();
    screen.preload?.();
    expect(calls.count).toBe(1);
  });

  it('starts the layout and the screen of an address together', () => {
    const layout = counting();
    const inner = counting();
    preloadScreen({
      pattern: '/inventory/customers',
      screen: inner.screen,
      handle: {},
      layout: layout.screen,
    });
    expect([layout.calls.count, inner.calls.count]).toEqual([1, 1]);
  });

  it('draws a screen whose code has arrived at once, not its loader (the frame stays until it can)', async () => {
    const screen = lazyScreen(() => Promise.resolve(() => createElement('h1', null, 'Order Processing')));
    const draw = () =>
      renderToString(createElement(Suspense, { fallback: 'Loading…' }, createElement(screen)));
    await screen.preload?.();
    // React.lazy alone would suspend here once, though its code is in: the loader over the painted frame.
    expect(draw()).toBe('<!--$--><h1>Order Processing</h1><!--/$-->');
  });
});
