import { type HttpHandler, http, matchRequestUrl } from 'msw';
import type { z } from 'zod';
import * as contract from '../../generated/zod';
import { sessions } from '../db';
import { parseQuery } from './request-params';
import { bearerToken } from './respond';

type Factory = () => HttpHandler;
type Operation = { method: string; path: string; query: z.ZodType };

// Every operation of the contract that takes a query: orval's handler factory (one per
// operationId) gives its method and path, the generated zod its query's schema.
const generated = import.meta.glob<Record<string, unknown>>('../../generated/*/*.msw.ts', { eager: true });
const schemas = contract as unknown as Record<string, z.ZodType | undefined>;
const operations: Operation[] = Object.values(generated).flatMap((module) =>
  Object.entries(module).flatMap(([name, factory]) => {
    const operationId = /^get(\w+)MockHandler$/.exec(name)?.[1];
    const query = operationId === undefined ? undefined : schemas[`${operationId}QueryParams`];
    if (query === undefined) return [];
    const { method, path } = (factory as Factory)().info;
    return [{ method: String(method), path: String(path), query }];
  }),
);
// A path of literal segments wins over one with a parameter in its place, as the handlers match.
operations.sort((a, b) => a.path.split(':').length - b.path.split(':').length);

const signedIn = (request: Request) => {
  const token = bearerToken(request);
  return token !== undefined && sessions.userOf(token) !== undefined;
};

/**
 * Runs before the handler of every call: the call's query is checked against the contract's
 * bounds and types (422 `validation_failed` naming the parameter), so no handler reads a query
 * the contract refuses. A caller without a session is left to the call's handler, which answers
 * 401 first (the public catalogue checks its query with the same reader).
 */
export const contractQueryHandler = http.all('*/api/v1/*', ({ request }) => {
  if (!new URL(request.url).search || !signedIn(request)) return undefined;
  const url = new URL(request.url);
  const operation = operations.find(
    ({ method, path }) => method === request.method && matchRequestUrl(url, path).matches,
  );
  if (operation) parseQuery(request, operation.query);
  return undefined;
});
