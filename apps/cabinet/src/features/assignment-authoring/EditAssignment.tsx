import { useGetAssignment } from '@cabinet/api/assignments';
import type { Assignment, AssignmentKind } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../shared/toast-queue';
import { AssignmentForm } from './AssignmentForm';
import type { AuthoringLinks } from './authoring-links';
import { assignmentChanged } from './invalidate';
import { QueryContent } from '../../shared/QueryContent';

/** Editing a task or test: its form with what it holds; saved, back to its page. */
export function EditAssignment({ assignmentId, links }: { assignmentId: number; links: AuthoringLinks }) {
  const { t } = useTranslation('assignmentAuthoring');
  const query = useGetAssignment(assignmentId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <QueryContent query={query}>
      {({ data: assignment }) => (
        <AssignmentForm
          courseId={assignment.course_id}
          kind={assignment.kind}
          moduleId={assignment.module_id}
          assignment={assignment}
          cancelHref={links.view(assignment)}
          onSaved={(saved, reached) => {
            void assignmentChanged(queryClient, saved);
            showToast(
              saved.published ? t('form.savedReached', { count: reached ?? 0 }) : t('form.saved'),
              'success',
            );
            void navigate(links.view(saved));
          }}
        />
      )}
    </QueryContent>
  );
}

/** Creating a task or test in a module; saved (hidden from students), its page opens. */
export function CreateAssignment({
  courseId,
  moduleId,
  kind,
  links,
}: {
  courseId: number;
  moduleId: number;
  kind: AssignmentKind;
  links: AuthoringLinks;
}) {
  const { t } = useTranslation('assignmentAuthoring');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <AssignmentForm
      courseId={courseId}
      kind={kind}
      moduleId={moduleId}
      cancelHref={links.list}
      onSaved={(saved: Assignment) => {
        void assignmentChanged(queryClient, saved);
        showToast(t('form.created'), 'success');
        void navigate(links.view(saved));
      }}
    />
  );
}
