import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastQueue } from './toast-queue';

afterEach(() => toastQueue.drain());

describe('the toast queue', () => {
  it('keeps one of identical toasts waiting at once', () => {
    showToast('Something went wrong, try again later.', 'error');
    showToast('Something went wrong, try again later.', 'error');
    showToast('Saved.', 'success');
    expect(toastQueue.drain()).toEqual([
      { message: 'Something went wrong, try again later.', variant: 'error' },
      { message: 'Saved.', variant: 'success' },
    ]);
  });

  it('takes the same toast again once the first has been shown', () => {
    showToast('Saved.', 'success');
    toastQueue.drain();
    showToast('Saved.', 'success');
    expect(toastQueue.drain()).toHaveLength(1);
  });

  it('keeps toasts of different kinds with the same text', () => {
    showToast('Done', 'success');
    showToast('Done', 'info');
    expect(toastQueue.drain()).toHaveLength(2);
  });
});
