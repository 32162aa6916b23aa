import type { CompanyEmployee, CompanyPretestBalance, PaidPretest } from '../../generated/model';
import { schoolDateOf } from '../../time/school-time';
import { PAID_PRETEST, SPEAKING_MINUTES, type PretestAttemptRow, freshPart } from '../db/pretests';
import { corporateTeacherOf, purchasesOf } from '../db/companies';
import { pretestAttempts } from '../db/pretest-attempts';
import type { UserRow } from '../db';
import { users } from '../db/users';
import {
  managerLabel,
  paidStatus,
  RESULT_WORKING_DAYS,
  workingDaysAfter,
  writtenAt,
} from '../rules/paid-pretest-status';
import { overallLevel } from '../rules/pretest-levels';
import { attemptView, partRules, writingView } from './pretests-view';

export type PaidViewer = 'employee' | 'manager' | 'teacher';

export const employeeView = (row: UserRow): CompanyEmployee => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn ?? null,
  email: row.email,
  phone: row.phone ?? null,
  active: !row.declined,
});

/** A company's paid tests, one check each. */
export const paidTestsOf = (company: string) => pretestAttempts.where((row) => row.paid?.company === company);

export function balanceOf(company: string, now: Date): CompanyPretestBalance {
  const purchases = purchasesOf(company, now);
  const prepaid = purchases.reduce((sum, purchase) => sum + purchase.checks, 0);
  const used = paidTestsOf(company).length;
  return { prepaid, used, left: Math.max(0, prepaid - used), purchases };
}

/**
 * A paid test as its viewer sees it. The employee and the manager see the writing's and
 * speaking's levels only once the result is out, and only sent feedback; the teacher sees all.
 */
export function paidView(row: PretestAttemptRow, viewer: PaidViewer, now: Date): PaidPretest {
  const paid = row.paid!;
  const status = paidStatus(row);
  const written = writtenAt(row);
  const attempt = attemptView(row, now);
  const out = paid.finished_at !== null || viewer === 'teacher';
  const hidden = (part: string) => !out && (part === 'writing' || part === 'speaking');
  const levels = row.parts.map((part) => part.level);
  const grammar = row.parts.find((part) => part.part === 'grammar')!;
  const writing = row.parts.find((part) => part.part === 'writing')!;
  const speaking = row.parts.find((part) => part.part === 'speaking')!;
  const certified =
    paid.finished_at !== null && grammar.level && writing.level && speaking.level && overallLevel(levels);
  return {
    id: row.id,
    status,
    manager_label: managerLabel(status),
    student: employeeView(users.byId(row.user_id)!),
    company_name: paid.company,
    assigned_at: paid.assigned_at,
    written_at: written,
    results_due_on: written === null ? null : workingDaysAfter(written, RESULT_WORKING_DAYS),
    speaking: { status: paid.speaking, minutes: SPEAKING_MINUTES },
    rules: partRules(PAID_PRETEST),
    attempt: {
      ...attempt,
      parts: attempt.parts.map((part) => (hidden(part.part) ? { ...part, level: null } : part)),
    },
    writing: writing.status === 'done' ? writingView(row) : null,
    feedbacks: paid.feedbacks
      .filter((feedback) => viewer === 'teacher' || feedback.sent_at !== null)
      .map((feedback) => ({ ...feedback, criteria: feedback.criteria.map((c) => ({ ...c })) })),
    certificate: certified
      ? {
          number: `CPT-${paid.finished_at!.slice(0, 4)}-${String(row.id).padStart(4, '0')}`,
          issued_on: schoolDateOf(new Date(paid.finished_at!)),
          overall_level: overallLevel(levels)!,
          grammar_level: grammar.level!,
          writing_level: writing.level!,
          speaking_level: speaking.level!,
        }
      : null,
  };
}

/** A new corporate placement test of an employee, assigned by a manager (`by`) now: not begun. */
export const newPaidAttempt = (
  userId: number,
  by: number,
  company: string,
  now: Date,
): Omit<PretestAttemptRow, 'id'> => ({
  user_id: userId,
  test_slug: PAID_PRETEST.slug,
  variant_id: PAID_PRETEST.variants[0]!.id,
  started_at: now.toISOString(),
  finished_at: null,
  pause_started_at: null,
  pause_ended_at: null,
  parts: PAID_PRETEST.parts.map((rule) => freshPart(rule.part)),
  topic_index: null,
  paid: {
    company,
    assigned_at: now.toISOString(),
    assigned_by: by,
    teacher_id: corporateTeacherOf(company)?.id ?? by,
    speaking: 'waiting',
    feedbacks: [],
    finished_at: null,
  },
  interview: null,
});
