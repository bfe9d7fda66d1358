// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

afterEach(cleanup);

const Sheet = () => <p>The sheet</p>;

describe('lazyWithPreload', () => {
  it('loads once for a preload and the render that follows it', async () => {
    const load = vi.fn(async () => Sheet);
    const { Component, preload } = lazyWithPreload(load);
    preload();
    preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('The sheet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when rendered after a preload that failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Sheet);
    const { Component, preload } = lazyWithPreload(load);
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('The sheet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
