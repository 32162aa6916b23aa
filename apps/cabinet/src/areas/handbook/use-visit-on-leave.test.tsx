import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useHandbookVisitOnLeave } from './use-visit-on-leave';

function Page({ mark }: { mark: () => Promise<unknown> }) {
  useHandbookVisitOnLeave(mark);
  return null;
}

const wrap = (client: QueryClient, children: ReactNode) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('useHandbookVisitOnLeave', () => {
  it('records nothing while the viewer reads, nor when they turn to another handbook page', async () => {
    const client = new QueryClient();
    const mark = vi.fn(() => Promise.resolve());
    const view = render(wrap(client, <Page key="home" mark={mark} />));
    await tick();
    view.rerender(wrap(client, <Page key="category" mark={mark} />));
    await tick();
    expect(mark).not.toHaveBeenCalled();
    view.unmount();
    await tick();
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('records the visit once the viewer leaves, and rereads the handbook', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const mark = vi.fn(() => Promise.resolve());
    const view = render(wrap(client, <Page mark={mark} />));
    view.unmount();
    await tick();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalled();
  });
});
