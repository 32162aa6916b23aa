import { useGetCourse } from '@cabinet/api/courses';
import type { ModuleFeedback } from '@cabinet/api/model';
import { type Breadcrumb, PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FeedbackEditor } from '../../feedback-writing/FeedbackEditor';
import { FeedbackPreview } from '../../feedback-writing/FeedbackPreview';
import { TeacherFeedbackList } from '../../feedback-writing/TeacherFeedbackList';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import type { TeachingView } from '../../../shared/course-view';
import { viewPage } from '../../../shared/course-view-hrefs';
import { nameIn } from '../../../shared/in-language';

/**
 * A group's module feedback as its teacher writes it, in any view that teaches groups (the
 * school's teacher, the corporate teacher): the list, a student's form and its preview.
 */
type ViewProps = { view: TeachingView };

/** The path to a group's feedback: the view's groups, the group, its feedback. */
function useGroupCrumbs(view: TeachingView, groupId: number, groupName: string | undefined): Breadcrumb[] {
  const { t } = useTranslation('teacherFeedback');
  return [
    { label: t('crumbs.groups'), href: view.list.path.to() },
    { label: groupName ?? t('crumbs.group'), href: viewPage(view, 'general').to(groupId) },
    { label: t('list.title'), href: viewPage(view, 'feedback').to(groupId) },
  ];
}

function ListPage({ view, groupId }: ViewProps & { groupId: number }) {
  const { t } = useTranslation('teacherFeedback');
  const course = useGetCourse(groupId);
  const crumbs = useGroupCrumbs(view, groupId, course.data?.data.name);
  return (
    <>
      <PageHeader
        title={course.data ? t('list.titleOf', { group: course.data.data.name }) : t('list.title')}
        breadcrumbs={crumbs}
      />
      <TeacherFeedbackList
        courseId={groupId}
        feedbackHref={(feedbackId) => viewPage(view, 'feedbackItem').to(groupId, feedbackId)}
      />
    </>
  );
}

function FeedbackHeader({
  view,
  groupId,
  feedback,
  preview,
}: ViewProps & {
  groupId: number;
  feedback: ModuleFeedback;
  preview?: boolean;
}) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const name = nameIn(feedback.student, i18n.language);
  const crumbs = useGroupCrumbs(view, groupId, feedback.course.name);
  const title = preview ? t('preview.title', { name }) : t('form.title', { name });
  return (
    <PageHeader
      title={title}
      breadcrumbs={[
        ...crumbs,
        ...(preview ? [{ label: name, href: viewPage(view, 'feedbackItem').to(groupId, feedback.id) }] : []),
        { label: preview ? t('preview.crumb') : name },
      ]}
    />
  );
}

function EditPage({ view, groupId, feedbackId }: ViewProps & { groupId: number; feedbackId: number }) {
  const navigate = useNavigate();
  const previewHref = viewPage(view, 'feedbackPreview').to(groupId, feedbackId);
  return (
    <FeedbackEditor
      feedbackId={feedbackId}
      previewHref={previewHref}
      onPreview={() => void navigate(previewHref)}
      header={(feedback) => <FeedbackHeader view={view} groupId={groupId} feedback={feedback} />}
    />
  );
}

function PreviewPage({ view, groupId, feedbackId }: ViewProps & { groupId: number; feedbackId: number }) {
  return (
    <FeedbackPreview
      feedbackId={feedbackId}
      editHref={viewPage(view, 'feedbackItem').to(groupId, feedbackId)}
      header={(feedback) => <FeedbackHeader view={view} groupId={groupId} feedback={feedback} preview />}
    />
  );
}

/** A group's module feedback: each student's status per module. */
export function GroupFeedbackListPage({ view }: ViewProps) {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <ListPage view={view} groupId={ids.id} />;
}

/** One student's module feedback form. */
export function GroupFeedbackEditPage({ view }: ViewProps) {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <EditPage view={view} groupId={ids.id} feedbackId={ids.feedbackId} />;
}

/** The feedback as it will be read. */
export function GroupFeedbackPreviewPage({ view }: ViewProps) {
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <PreviewPage view={view} groupId={ids.id} feedbackId={ids.feedbackId} />;
}
