import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** An operation of the contract, as the tests call it. */
export type ContractOperation = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, `{name}` parameters and all. */
  path: string;
  /** Whether a call needs the bearer token (the contract's `security: []` marks a public call). */
  secured: boolean;
  /** The answer statuses the contract documents for it (`200`, `403`, `404` …). */
  statuses: number[];
};

type Document = { security?: unknown[]; paths: Record<string, { $ref?: string }> };
type PathItem = Record<
  string,
  { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> } | undefined
>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../openapi');
const readYaml = (file: string): unknown => parse(readFileSync(file, 'utf8'));

/**
 * Every operation of the hand-written contract (`openapi/cabinet.yaml` and the path files it
 * refers to), read from the contract itself, so a new operation is met by the tests that walk them.
 */
export function contractOperations(): ContractOperation[] {
  const root = readYaml(resolve(ROOT, 'cabinet.yaml')) as Document;
  const securedByDefault = (root.security ?? []).length > 0;
  return Object.entries(root.paths).flatMap(([path, ref]) => {
    const item = (ref.$ref ? readYaml(resolve(ROOT, ref.$ref)) : ref) as PathItem;
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation?.operationId) return [];
      const secured = operation.security ? operation.security.length > 0 : securedByDefault;
      // Each answer is keyed by its status; a `$ref` only points at the answer's body and headers.
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      return [{ operationId: operation.operationId, method: method.toUpperCase(), path, secured, statuses }];
    }) as ContractOperation[];
  });
}

/** The operation's address with every path parameter given `value`. */
export const addressOf = ({ path }: ContractOperation, value = '1'): string =>
  path.replace(/\{\w+\}/g, value);
