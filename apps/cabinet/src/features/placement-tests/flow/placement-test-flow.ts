import type { PretestAttempt, PretestPartRule } from '@cabinet/api/model';
import type { PageHeaderProps } from '@cabinet/design-system/page-header';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { TakenPartName } from '../PartSheetView';

/** The parameters of the route a page is on, as the router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A part's page: its route pattern, and its address for a part of the test the route names. */
type PartRoute = { path: string; to: (test: RouteParams, part: TakenPartName) => string };

/** The test a part's pages act on, as one placement test reads it from the school. */
export type HeldTest = {
  isPending: boolean;
  /** The load's error (or null), and whether an earlier answer still stands (a failed refetch). */
  error: unknown;
  loaded: boolean;
  retry: () => void;
  /** The attempt the pages act on (none to take: `noneTo`), and the attempt itself when asked for. */
  attemptId: number | undefined;
  attempt: PretestAttempt | undefined;
  /** When the attempt arrived, on this device's clock: the break after grammar counts on the school's. */
  receivedAt: number;
  /** The taker's latest attempt: a test page arrived at from a result leads to its result. */
  latestId: number | undefined;
  rules: readonly PretestPartRule[];
  noneTo: string;
};

/**
 * One placement test as its pages take it. The entry test any learner chooses and the corporate
 * test a company assigns run on the same start, test and result pages; what differs is said here.
 */
export type PlacementTestFlow = {
  /** The parts the taker works through, in order; speaking is held by a teacher. */
  parts: readonly TakenPartName[];
  /** A part opens only once the ones before it are handed in (the corporate test: grammar, a break, writing). */
  inOrder: boolean;
  /** The route parameter that names the part. */
  partParam: string;
  paths: {
    /** The tests: a test page arrived at from a result, with no attempt to show, leads here. */
    list: () => string;
    start: PartRoute;
    test: PartRoute;
    /** An attempt's result: its route pattern, and the address of its general section. */
    result: { path: string; to: (attemptId: number) => string };
  };
  /** The school's test the route names, with its attempt (the attempt itself only `withAttempt`). */
  useHeldTest: (params: RouteParams, withAttempt: boolean) => HeldTest;
  /** Reads again what the next page shows once a part is started or handed in; the page waits for it. */
  refresh: (client: QueryClient, attempt: PretestAttempt) => Promise<unknown>;
  /** The breadcrumbs above a part's or the result's own: the way back to the tests (and to this one). */
  trail: (attempt: PretestAttempt, t: TFunction<'placementTests'>, language: string) => Crumbs;
  /** The text keys, `<key>.<part>`, of a part's rule (minutes, questions, words) and of what it asks. */
  startTexts: { rule: string; about: string };
  /** The result page's body: the attempt's result in the section the address names. */
  Result: ComponentType<{ flow: PlacementTestFlow; attemptId: number; section: string }>;
};

type Crumbs = NonNullable<PageHeaderProps['breadcrumbs']>;

/** The part to go on with: the one in progress, else the first not started; none when all are done. */
export function nextPart(
  parts: readonly TakenPartName[],
  attempt: PretestAttempt,
): TakenPartName | undefined {
  const status = (name: string) => attempt.parts.find((part) => part.part === name)?.status;
  return (
    parts.find((name) => status(name) === 'in_progress') ??
    parts.find((name) => status(name) === 'not_started')
  );
}
