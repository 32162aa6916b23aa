export type Toast = { message: string; variant: 'success' | 'error' | 'warning' | 'info' | 'default' };

type Listener = () => void;

const same = (a: Toast, b: Toast) => a.message === b.message && a.variant === b.variant;

/**
 * Toasts wait here until the toaster (notistack, loaded on the first toast) takes them, so the
 * first paint carries no toast code. A toast identical to one still waiting is the same toast; the
 * toaster drops one identical to a toast on screen (notistack's `preventDuplicate`).
 */
export const toastQueue = {
  pending: [] as Toast[],
  listeners: new Set<Listener>(),
  push(toast: Toast) {
    if (this.pending.some((waiting) => same(waiting, toast))) return;
    this.pending.push(toast);
    this.listeners.forEach((listener) => listener());
  },
  drain(): Toast[] {
    return this.pending.splice(0);
  },
  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  },
};

export const showToast = (message: string, variant: Toast['variant'] = 'default') =>
  toastQueue.push({ message, variant });
