import { paths } from '../../../shared/paths';

const group = paths.teacher.group.path;

/**
 * The teacher's feedback routes of a group (seed 000 §2), under the group's pages
 * (`/teacher/groups/:id/*`).
 */
export const feedbackRoutes = {
  list: `${group}/feedback`,
  item: `${group}/feedback/:feedbackId`,
  preview: `${group}/feedback/:feedbackId/preview`,
} as const;

export const feedbackHrefs = {
  list: (groupId: number) => paths.teacher.groupPage.to(groupId, 'feedback'),
  item: (groupId: number, feedbackId: number) =>
    paths.teacher.groupPage.to(groupId, `feedback/${feedbackId}`),
  preview: (groupId: number, feedbackId: number) =>
    paths.teacher.groupPage.to(groupId, `feedback/${feedbackId}/preview`),
};
