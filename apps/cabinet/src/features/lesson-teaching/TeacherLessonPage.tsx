import { useGetLesson } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Navigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { LessonAssignmentItems } from '../assignment-authoring/LessonAssignmentItems';
import { useLessonTitle } from '../courses/parts';
import { TeacherCourseFrame } from '../course-pages/TeacherCourseFrame';
import type { LessonTab, TeachingView } from '../../shared/course-view';
import { lessonHref, opensAsTrial, readsOnly } from '../../shared/course-view-hrefs';
import { AttendanceForm } from './AttendanceForm';
import { CompleteLesson } from './CompleteLesson';
import { LessonFacts } from './LessonFacts';
import { LessonInfoForm } from './LessonInfoForm';
import { LessonNotes } from './LessonNotes';
import { LessonReadOnly, NotesReadOnly } from './LessonReadOnly';
import { LessonSubstitution } from './LessonSubstitution';
import { LessonTabs } from './LessonTabs';
import { TrialOutcomeForm } from './TrialOutcomeForm';
import { TrialOutcomeView } from './TrialOutcomeView';
import { ZoomInfo } from './ZoomInfo';
import { QueryContent } from '../../shared/QueryContent';

type TeacherLessonPageProps = {
  view: TeachingView;
  courseId: number;
  lessonId: number;
  tab: LessonTab;
  /** Opened at the trial-lesson address. */
  trial?: boolean;
};

/** The lesson summary: what the lesson is, attendance, the information the teacher fills, completing it. */
function LessonSummary({ lesson, view }: { lesson: Lesson; view: TeachingView }) {
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <LessonFacts lesson={lesson} />
        <CompleteLesson lesson={lesson} />
      </Box>
      <AttendanceForm key={`attendance-${lesson.id}`} lesson={lesson} />
      {lesson.type === 'trial' ? (
        <TrialOutcomeForm key={`trial-${lesson.id}`} lesson={lesson} />
      ) : (
        <LessonInfoForm key={`info-${lesson.id}`} lesson={lesson} />
      )}
      <LessonAssignmentItems view={view} courseId={lesson.course_id} lessonId={lesson.id} />
    </Stack>
  );
}

function TabBody({ lesson, view, tab }: { lesson: Lesson; view: TeachingView; tab: LessonTab }) {
  // A substitute fills in the lesson handed to them and reads the course's others (the school says which).
  const readOnly = !lesson.can_teach;
  if (tab === 'notes' || tab === 'lesson-notes')
    return readOnly ? <NotesReadOnly lesson={lesson} /> : <LessonNotes key={lesson.id} lesson={lesson} />;
  if (tab === 'zoom-info' || tab === 'lesson-meeting') return <ZoomInfo lesson={lesson} />;
  if (tab === 'substitution' || tab === 'lesson-substitution')
    return <LessonSubstitution lesson={lesson} view={view} />;
  if (readOnly)
    return (
      <Stack spacing={2}>
        <LessonFacts lesson={lesson} />
        <LessonReadOnly lesson={lesson} company={readsOnly(view)} />
        {lesson.trial_outcome ? <TrialOutcomeView outcome={lesson.trial_outcome} /> : null}
        <LessonAssignmentItems view={view} courseId={lesson.course_id} lessonId={lesson.id} />
      </Stack>
    );
  return <LessonSummary lesson={lesson} view={view} />;
}

/**
 * A lesson of a course the teacher teaches or substitutes in, inside the
 * course's frame (the schedule tab marked, the lesson as the last crumb), with its own sections:
 * summary, notes, Zoom details (groups), substitution; a company's trial lesson has its summary
 * (with the level the teacher recommends) and its meeting.
 */
export function TeacherLessonPage({ view, courseId, lessonId, tab, trial = false }: TeacherLessonPageProps) {
  const lessonTitle = useLessonTitle();
  const query = useGetLesson(lessonId);
  return (
    <QueryContent query={query}>
      {({ data: lesson }) => {
        // A lesson of another course under this course's address is not a page of this course.
        if (lesson.course_id !== courseId) return <Navigate to={paths.error404.to()} replace />;
        // A trial lesson has its own address where the view has one, and other lessons are not trials.
        if (opensAsTrial(view, lesson) !== trial) {
          if (trial) return <Navigate to={paths.error404.to()} replace />;
          return <Navigate to={lessonHref(view, courseId, lesson)} replace />;
        }
        return (
          <TeacherCourseFrame view={view} courseId={courseId} current="schedule" page={lessonTitle(lesson)}>
            <LessonTabs view={view} courseId={courseId} lesson={lesson} current={tab} />
            <TabBody lesson={lesson} view={view} tab={tab} />
          </TeacherCourseFrame>
        );
      }}
    </QueryContent>
  );
}
