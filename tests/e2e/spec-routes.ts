import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from './demo-routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The product document's routes, with an address of each and how the tests reach it. */
export const SPEC_ROUTES_FILE = 'docs/routes.md';

export type SpecRoute = { route: string; address: string; reachedBy: string };

/** The rows of the table in docs/routes.md. */
export function specRoutes(): SpecRoute[] {
  const text = readFileSync(path.join(ROOT, SPEC_ROUTES_FILE), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(route|-+)\s*\|/.test(line))
    .map((line) => {
      const [route = '', address = '', reachedBy = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return { route, address, reachedBy };
    });
}

type Account = { who: string; routes: Route[] };

/**
 * What keeps the crawl from checking the product's list: a route to be reached by links that no
 * crawled route stands for, a crawled route standing for two of the product's routes (the crawl
 * opens one address of each), and a route reached otherwise without its journey and reason.
 */
export function specRouteProblems(accounts: readonly Account[]): string[] {
  const problems: string[] = [];
  const standsFor = new Map<string, string>();
  for (const { route, address, reachedBy } of specRoutes()) {
    const pathname = address.split('?')[0] ?? address;
    if (reachedBy === 'links') {
      const crawled = accounts.flatMap(({ who, routes }) =>
        routes.filter(({ pattern }) => pattern.test(pathname)).map(({ name }) => `${who}: ${name}`),
      );
      if (crawled.length === 0) problems.push(`${route} (${address}): no crawled route`);
      for (const entry of crawled) {
        const other = standsFor.get(entry);
        if (other && other !== route) problems.push(`${entry} stands for both ${other} and ${route}`);
        standsFor.set(entry, route);
      }
      continue;
    }
    const journey = /^journey (tests\/e2e\/[\w.-]+\.spec\.ts) \((.+)\)$/.exec(reachedBy);
    if (!journey) problems.push(`${route}: "${reachedBy}" is neither links nor a journey with its reason`);
    else if (!existsIn(journey[1]!)) problems.push(`${route}: ${journey[1]} does not exist`);
  }
  return problems;
}

const existsIn = (file: string) => {
  try {
    readFileSync(path.join(ROOT, file));
    return true;
  } catch {
    return false;
  }
};
