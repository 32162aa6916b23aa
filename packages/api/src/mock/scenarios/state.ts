/**
 * How the mock school misbehaves on purpose, for developers, designers and tests: added latency,
 * a rate of failing calls, a rate of calls refused as too many, a dropped connection, empty lists, a hostile data set (HTML and script
 * in every text field) and a payment provider that is down. Kept in local storage in the browser, in memory in Node.
 */
export type Scenario = {
  /** Milliseconds added to every API call. */
  latencyMs: number;
  /** Share of API calls (0 to 1) that fail with `server_error`. */
  errorRate: number;
  /**
   * Share of API calls (0 to 1) refused as too many (429 `too_many_requests`), always with a
   * `Retry-After` header: the scenario's `retryAfterSeconds`, else `RATE_LIMIT_RETRY_SECONDS`.
   */
  rateLimited: number;
  /**
   * The seconds a failed call's answer asks the client to wait before asking again (its
   * `Retry-After` header); null: a 500 does not say, and the client waits as it would.
   */
  retryAfterSeconds: number | null;
  /** The connection is down: every API call fails as a network error, with no answer. */
  offline: boolean;
  /** Every list answers empty. */
  empty: boolean;
  /** The school is seeded with HTML and script in every text field. */
  hostile: boolean;
  /** The school is seeded with every free text run long, in Ukrainian, with long words. */
  longTexts: boolean;
  /** The payment provider answers `payment_unavailable`. */
  paymentDown: boolean;
};

/** The wait a refused call asks for when the scenario sets none. */
export const RATE_LIMIT_RETRY_SECONDS = 2;

export const NORMAL_SCENARIO: Scenario = {
  latencyMs: 0,
  errorRate: 0,
  rateLimited: 0,
  retryAfterSeconds: null,
  offline: false,
  empty: false,
  hostile: false,
  longTexts: false,
  paymentDown: false,
};

const KEY = 'mockSchool.scenario';
const storage = (): Storage | undefined =>
  typeof window !== 'undefined' && typeof window.localStorage !== 'undefined'
    ? window.localStorage
    : undefined;

let current: Scenario = read();

function read(): Scenario {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? { ...NORMAL_SCENARIO, ...(JSON.parse(raw) as Partial<Scenario>) } : NORMAL_SCENARIO;
  } catch {
    return NORMAL_SCENARIO;
  }
}

export function scenario(): Scenario {
  return current;
}

/** Changes the scenario; the caller reseeds the school when `hostile` changed. */
export function setScenario(change: Partial<Scenario>): Scenario {
  current = { ...current, ...change };
  storage()?.setItem(KEY, JSON.stringify(current));
  return current;
}
