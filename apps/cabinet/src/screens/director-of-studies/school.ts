// The director of studies' review work as the seeded school has it, found once signed in: the ids
// the seed gives are asked for, never written down.
import { listDosCourseFeedback, listDosModuleFeedback, listFeedbackGroups } from '@cabinet/api/feedback';
import type { ModuleFeedbackStatus } from '@cabinet/api/model';
import { paths } from '../../shared/paths';

/** The first module with a student's feedback waiting for review (the seed's course 3 has some). */
async function moduleToReview(): Promise<number> {
  const rows = (await listFeedbackGroups({ status: 'need_review', per_page: 20 })).data;
  const row = rows[0];
  if (!row) throw new Error('The seeded school has module feedback to review.');
  return row.module.id;
}

/** The module's feedback list, as the director opens it from the groups' feedback. */
export async function moduleFeedbackAddress(): Promise<string> {
  return paths.teacher.dosModuleFeedback.to(await moduleToReview());
}

/** A student's feedback of that module in `status`, as the director opens it from the module's list. */
export const feedbackAddress = (status: ModuleFeedbackStatus) => async (): Promise<string> => {
  const moduleId = await moduleToReview();
  const rows = (await listDosModuleFeedback(moduleId, { per_page: 100 })).data;
  const feedback = rows.find((row) => row.status === status);
  if (!feedback) throw new Error(`The seeded module has feedback in status ${status}.`);
  return paths.teacher.dosFeedback.to(moduleId, feedback.id);
};

/** The first course feedback the director can open (sent, or being written). */
export async function courseFeedbackAddress(): Promise<string> {
  const rows = (await listDosCourseFeedback({ per_page: 100 })).data;
  const feedback =
    rows.find((row) => row.status === 'sent') ?? rows.find((row) => row.status === 'feedback_in_progress');
  if (!feedback) throw new Error('The seeded school has course feedback to read.');
  return paths.teacher.dosCourseFeedbackOne.to(feedback.id);
}
