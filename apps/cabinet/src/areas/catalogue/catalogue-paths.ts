import type { Audience } from '@cabinet/api/model';
import { paths } from '../../shared/paths';

/** The catalogue's tabs: the only slugs `/courses/:slug` takes. */
export const AUDIENCES = ['adults', 'teenagers', 'kids'] as const satisfies readonly Audience[];

export const isAudience = (slug: string | undefined): slug is Audience =>
  (AUDIENCES as readonly string[]).includes(slug ?? '');

/** The children of a group's page, in the order of its tabs. */
export const GROUP_TABS = ['general', 'teacher', 'program', 'description'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** The address of one tab of a group's page: `/courses/kids/group/10/teacher`. */
export const groupTabPath = (audience: Audience, groupId: number, tab: GroupTab): string =>
  paths.courseGroupTab.to(audience, groupId, tab);
