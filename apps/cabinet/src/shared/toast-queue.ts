export type Toast = { message: string; variant: 'success' | 'error' | 'warning' | 'info' | 'default' };

type Listener = () => void;

/**
 * Toasts wait here until the toaster (notistack, loaded on the first toast) takes them, so the
 * first paint carries no toast code.
 */
export const toastQueue = {
  pending: [] as Toast[],
  listeners: new Set<Listener>(),
  push(toast: Toast) {
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
