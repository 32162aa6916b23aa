import { paths } from '../../../shared/paths';

/** The periods the manager can choose, in months back from the current one. */
export const PERIODS = [3, 6, 12] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 6;

const isPeriod = (value: number): value is Period => (PERIODS as readonly number[]).includes(value);

/** The period of the address (`?months=12`), so a reload or a shared link keeps it; six months otherwise. */
export function periodOf(params: URLSearchParams): Period {
  const months = Number(params.get('months'));
  return isPeriod(months) ? months : DEFAULT_PERIOD;
}

/** The address of the statistics over a period (the default period keeps the address bare). */
export const statisticsHref = (months: Period): string =>
  months === DEFAULT_PERIOD
    ? paths.corporateManager.statistics.to()
    : `${paths.corporateManager.statistics.to()}?months=${months}`;
