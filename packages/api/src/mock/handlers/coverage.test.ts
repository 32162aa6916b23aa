import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '.';

type HandlerFactory = () => HttpHandler;

// Every operation of the contract, as orval's generated handler factories (one per operationId).
const generated = import.meta.glob<Record<string, unknown>>('../../generated/*/*.msw.ts', { eager: true });
const operations = Object.values(generated).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => /^get\w+MockHandler$/.test(name))
    .map(([name, factory]) => ({ name, info: (factory as HandlerFactory)().info })),
);

const key = (info: HttpHandler['info']) => `${String(info.method)} ${String(info.path)}`;
const stateful = new Set(
  handlers.filter((handler) => handler instanceof HttpHandler).map((handler) => key(handler.info)),
);

describe('the mock school answers the whole contract', () => {
  it('finds the contract operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations)('$name has a stateful handler', ({ info }) => {
    expect(stateful.has(key(info))).toBe(true);
  });
});
