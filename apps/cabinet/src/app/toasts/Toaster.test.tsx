import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastQueue } from '../../shared/toast-queue';
import Toaster from './Toaster';
import { TOAST_BACKGROUNDS } from './toast-colours';

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

/** `#2e7d32` as the browser reports a colour: `rgb(46, 125, 50)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('the toasts’ defaults', () => {
  // The page's timers are faked here, from the pinned moment, so a test can move them on.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() }));
  afterEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.now() });
  });

  it('a toast stays 5 seconds, then goes', () => {
    render(<Toaster />);
    act(() => showToast('Зміни збережено.', 'success'));
    expect(screen.getByRole('alert')).toHaveTextContent('Зміни збережено.');
    // Still there at every tenth of a second up to 4.9 s (a closing toast leaves within moments).
    for (let elapsed = 100; elapsed <= 4_900; elapsed += 100) {
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('alert')).toBeInTheDocument();
    }
    // Past 5 s it closes; its exit takes a moment more.
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows at most 20 at once; the rest wait their turn', () => {
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 25; n += 1) showToast(`Повідомлення ${n}`, 'info');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(20);
    expect(screen.queryByText('Повідомлення 21')).toBeNull();
  });

  it('shows them at the top right of the window', () => {
    render(<Toaster />);
    act(() => showToast('Повідомлення', 'info'));
    const column = screen.getByRole('alert').closest('.notistack-SnackbarContainer')!;
    const place = getComputedStyle(column);
    expect([place.top, place.bottom]).toEqual(['8px', 'auto']);
    expect(place.left).toBe('auto');
    expect(place.right).not.toBe('auto');
  });

  it('has five types, each in its own colour', () => {
    render(<Toaster />);
    const types = ['success', 'error', 'warning', 'info', 'default'] as const;
    act(() => types.forEach((type) => showToast(`Тип ${type}`, type)));
    for (const type of types) {
      const toast = screen.getByText(`Тип ${type}`).closest('[role="alert"]')!;
      expect(getComputedStyle(toast).backgroundColor).toBe(rgb(TOAST_BACKGROUNDS[type]));
    }
    expect(new Set(Object.values(TOAST_BACKGROUNDS)).size).toBe(5);
  });
});
