import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showToast, toastQueue } from '../../shared/toast-queue';
import Toaster from './Toaster';

// The queue is shared by every test of a worker: each test starts and ends with it empty.
beforeEach(() => toastQueue.drain());
afterEach(() => toastQueue.drain());

describe('the toaster', () => {
  it('shows one of identical toasts at once, and different ones each', async () => {
    render(<Toaster />);
    act(() => showToast('Something went wrong, try again later.', 'error'));
    await screen.findByText('Something went wrong, try again later.');
    act(() => {
      showToast('Something went wrong, try again later.', 'error');
      showToast('Not found.', 'error');
    });
    await screen.findByText('Not found.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByText('Something went wrong, try again later.')).toHaveLength(1);
  });
});
