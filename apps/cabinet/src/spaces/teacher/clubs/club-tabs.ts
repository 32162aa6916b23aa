import { paths } from '../../../shared/paths';

/** The tabs of a club's page: summary (default), notes, Zoom info. */
export const CLUB_TABS = ['summary', 'notes', 'zoom-info'] as const;
export type ClubTab = (typeof CLUB_TABS)[number];

/** The tab a route names; undefined means the default, null an unknown tab. */
export const clubTabOf = (raw: string | undefined): ClubTab | null =>
  raw === undefined ? 'summary' : (CLUB_TABS as readonly string[]).includes(raw) ? (raw as ClubTab) : null;

/** A club's tab address (the summary without a tab segment). */
export const clubTabHref = (clubId: number, tab: ClubTab): string =>
  tab === 'summary' ? paths.teacher.club.to(clubId) : paths.teacher.club.to(clubId, tab);

export const CLUB_PERIODS = ['upcoming', 'archived'] as const;
export type ClubListPeriod = (typeof CLUB_PERIODS)[number];
