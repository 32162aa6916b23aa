import { useGetCourse } from '@cabinet/api/courses';
import type { ModuleFeedback } from '@cabinet/api/model';
import { type Breadcrumb, PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FeedbackEditor } from '../../feedback-writing/FeedbackEditor';
import { FeedbackPreview } from '../../feedback-writing/FeedbackPreview';
import { TeacherFeedbackList } from '../../feedback-writing/TeacherFeedbackList';
import { RequireGate } from '../../../session/RequireGate';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { type TeacherArea, hrefsOf, teachingAreas } from '../../../shared/teacher-course-paths';
import { nameIn } from '../../../shared/in-language';

/**
 * A group's module feedback as its teacher writes it, in any area that teaches groups (the
 * school's teacher, the corporate teacher): the list, a student's form and its preview.
 */
type AreaProps = { area: TeacherArea };

/** The path to a group's feedback: the area's groups, the group, its feedback. */
function useGroupCrumbs(area: TeacherArea, groupId: number, groupName: string | undefined): Breadcrumb[] {
  const { t } = useTranslation('teacherFeedback');
  const hrefs = hrefsOf(area);
  return [
    { label: t('crumbs.groups'), href: hrefs.list() },
    { label: groupName ?? t('crumbs.group'), href: hrefs.general(groupId) },
    { label: t('list.title'), href: hrefs.feedback(groupId) },
  ];
}

function ListPage({ area, groupId }: AreaProps & { groupId: number }) {
  const { t } = useTranslation('teacherFeedback');
  const course = useGetCourse(groupId);
  const crumbs = useGroupCrumbs(area, groupId, course.data?.data.name);
  return (
    <>
      <PageHeader
        title={course.data ? t('list.titleOf', { group: course.data.data.name }) : t('list.title')}
        breadcrumbs={crumbs}
      />
      <TeacherFeedbackList
        courseId={groupId}
        feedbackHref={(feedbackId) => hrefsOf(area).feedbackItem(groupId, feedbackId)}
      />
    </>
  );
}

function FeedbackHeader({
  area,
  groupId,
  feedback,
  preview,
}: AreaProps & {
  groupId: number;
  feedback: ModuleFeedback;
  preview?: boolean;
}) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const name = nameIn(feedback.student, i18n.language);
  const crumbs = useGroupCrumbs(area, groupId, feedback.course.name);
  const title = preview ? t('preview.title', { name }) : t('form.title', { name });
  return (
    <PageHeader
      title={title}
      breadcrumbs={[
        ...crumbs,
        ...(preview ? [{ label: name, href: hrefsOf(area).feedbackItem(groupId, feedback.id) }] : []),
        { label: preview ? t('preview.crumb') : name },
      ]}
    />
  );
}

function EditPage({ area, groupId, feedbackId }: AreaProps & { groupId: number; feedbackId: number }) {
  const navigate = useNavigate();
  const previewHref = hrefsOf(area).feedbackPreview(groupId, feedbackId);
  return (
    <FeedbackEditor
      feedbackId={feedbackId}
      previewHref={previewHref}
      onPreview={() => void navigate(previewHref)}
      header={(feedback) => <FeedbackHeader area={area} groupId={groupId} feedback={feedback} />}
    />
  );
}

function PreviewPage({ area, groupId, feedbackId }: AreaProps & { groupId: number; feedbackId: number }) {
  return (
    <FeedbackPreview
      feedbackId={feedbackId}
      editHref={hrefsOf(area).feedbackItem(groupId, feedbackId)}
      header={(feedback) => <FeedbackHeader area={area} groupId={groupId} feedback={feedback} preview />}
    />
  );
}

/** A group's module feedback: each student's status per module. */
export function AreaFeedbackListPage({ area }: AreaProps) {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <ListPage area={area} groupId={ids.id} />
    </RequireGate>
  );
}

/** One student's module feedback form. */
export function AreaFeedbackEditPage({ area }: AreaProps) {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <EditPage area={area} groupId={ids.id} feedbackId={ids.feedbackId} />
    </RequireGate>
  );
}

/** The feedback as it will be read. */
export function AreaFeedbackPreviewPage({ area }: AreaProps) {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <PreviewPage area={area} groupId={ids.id} feedbackId={ids.feedbackId} />
    </RequireGate>
  );
}
