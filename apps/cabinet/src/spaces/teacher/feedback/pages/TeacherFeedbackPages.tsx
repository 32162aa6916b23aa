import { useGetCourse } from '@cabinet/api/courses';
import type { ModuleFeedback } from '@cabinet/api/model';
import { type Breadcrumb, PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FeedbackEditor } from '../../../../features/feedback-writing/FeedbackEditor';
import { FeedbackPreview } from '../../../../features/feedback-writing/FeedbackPreview';
import { TeacherFeedbackList } from '../../../../features/feedback-writing/TeacherFeedbackList';
import { nameOf } from '../../../../features/feedback-writing/person';
import { RequireArea } from '../../../../session/RequireArea';
import { isBuilt } from '../../../../shared/built-paths';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { feedbackHrefs } from './../feedback-paths';

/** The path to a group's feedback: the groups and the group link only once their pages exist. */
function useGroupCrumbs(groupId: number, groupName: string | undefined): Breadcrumb[] {
  const { t } = useTranslation('teacherFeedback');
  return [
    {
      label: t('crumbs.groups'),
      href: isBuilt(paths.teacher.groups.path) ? paths.teacher.groups.to() : undefined,
    },
    {
      label: groupName ?? t('crumbs.group'),
      href: isBuilt(paths.teacher.group.path) ? paths.teacher.group.to(groupId) : undefined,
    },
    { label: t('list.title'), href: feedbackHrefs.list(groupId) },
  ];
}

function ListPage({ groupId }: { groupId: number }) {
  const { t } = useTranslation('teacherFeedback');
  const course = useGetCourse(groupId);
  const crumbs = useGroupCrumbs(groupId, course.data?.data.name);
  return (
    <>
      <PageHeader
        title={course.data ? t('list.titleOf', { group: course.data.data.name }) : t('list.title')}
        breadcrumbs={crumbs}
      />
      <TeacherFeedbackList
        courseId={groupId}
        feedbackHref={(feedbackId) => feedbackHrefs.item(groupId, feedbackId)}
      />
    </>
  );
}

function FeedbackHeader({
  groupId,
  feedback,
  preview,
}: {
  groupId: number;
  feedback: ModuleFeedback;
  preview?: boolean;
}) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const name = nameOf(feedback.student, i18n.language);
  const crumbs = useGroupCrumbs(groupId, feedback.course.name);
  const title = preview ? t('preview.title', { name }) : t('form.title', { name });
  return (
    <PageHeader
      title={title}
      breadcrumbs={[
        ...crumbs,
        ...(preview ? [{ label: name, href: feedbackHrefs.item(groupId, feedback.id) }] : []),
        { label: preview ? t('preview.crumb') : name },
      ]}
    />
  );
}

function EditPage({ groupId, feedbackId }: { groupId: number; feedbackId: number }) {
  const navigate = useNavigate();
  const previewHref = feedbackHrefs.preview(groupId, feedbackId);
  return (
    <FeedbackEditor
      feedbackId={feedbackId}
      previewHref={previewHref}
      onPreview={() => void navigate(previewHref)}
      header={(feedback) => <FeedbackHeader groupId={groupId} feedback={feedback} />}
    />
  );
}

function PreviewPage({ groupId, feedbackId }: { groupId: number; feedbackId: number }) {
  return (
    <FeedbackPreview
      feedbackId={feedbackId}
      editHref={feedbackHrefs.item(groupId, feedbackId)}
      header={(feedback) => <FeedbackHeader groupId={groupId} feedback={feedback} preview />}
    />
  );
}

/** `/teacher/groups/:id/feedback`: the group's module feedback, each student's status per module. */
export function TeacherFeedbackListPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area="teacher">
      <ListPage groupId={ids.id} />
    </RequireArea>
  );
}

/** `/teacher/groups/:id/feedback/:feedbackId`: one student's module feedback form. */
export function TeacherFeedbackEditPage() {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area="teacher">
      <EditPage groupId={ids.id} feedbackId={ids.feedbackId} />
    </RequireArea>
  );
}

/** `/teacher/groups/:id/feedback/:feedbackId/preview`: the feedback as it will be read. */
export function TeacherFeedbackPreviewPage() {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return (
    <RequireArea area="teacher">
      <PreviewPage groupId={ids.id} feedbackId={ids.feedbackId} />
    </RequireArea>
  );
}
