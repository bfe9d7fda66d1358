// @vitest-environment jsdom
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { loadLazyParts } from '@/test/lazy-parts';
import { AppProviders, createQueryClient } from './providers';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app query client offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a mutation (a bet) at once and lets it fail, never queues it for when the network returns', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.'));
    const observer = new MutationObserver(createQueryClient(), { mutationFn: send });

    const outcome = observer.mutate(undefined).then(
      () => 'placed',
      () => 'failed',
    );
    await tick();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await outcome).toBe('failed');
    expect(observer.getCurrentResult().isPaused).toBe(false);

    onlineManager.setOnline(true);
    await tick();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('toasts', () => {
  beforeAll(loadLazyParts);

  it('are readable when the first one comes while a modal dialog is open (the toaster mounts then)', async () => {
    render(
      <AppProviders>
        <Dialog open>
          <DialogContent>
            <DialogTitle>Sign in</DialogTitle>
            <DialogDescription>A modal dialog hides the rest of the page.</DialogDescription>
          </DialogContent>
        </Dialog>
      </AppProviders>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    toast.error('Invalid email or password');

    const shown = await screen.findByText('Invalid email or password');
    expect(shown.closest('[aria-hidden="true"]')).toBeNull();
  });
});
