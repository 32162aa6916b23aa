import { useSetLessonAttendance } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { useLessonCache } from './use-lesson-cache';
import { languageOf, nameIn } from '../../shared/in-language';

type Marks = Record<number, boolean | null>;

const marksOf = (lesson: Lesson): Marks =>
  Object.fromEntries((lesson.attendance ?? []).map((row) => [row.student.id, row.present]));

/** One student's mark: present or absent; "not marked" in words until the teacher chooses. */
function StudentMark({
  name,
  value,
  onChange,
}: {
  name: string;
  value: boolean | null;
  onChange: (present: boolean) => void;
}) {
  const { t } = useTranslation('lessonTeaching');
  const labelId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        id={labelId}
        variant="body2"
        sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {name}
        {value === null ? (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
            {t('attendance.notMarked')}
          </Box>
        ) : null}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value === null ? '' : value ? 'present' : 'absent'}
        onChange={(event) => onChange(event.target.value === 'present')}
      >
        <FormControlLabel value="present" control={<Radio />} label={t('attendance.present')} />
        <FormControlLabel value="absent" control={<Radio />} label={t('attendance.absent')} />
      </RadioGroup>
    </Box>
  );
}

/**
 * Every student's attendance of the lesson (setLessonAttendance): present or absent, all present
 * at once, then saved; a failed save keeps the marks and says why.
 */
export function AttendanceForm({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation('lessonTeaching');
  const language = languageOf(i18n.language);
  const save = useSetLessonAttendance({ request: { silent: true } });
  const remember = useLessonCache();
  const [marks, setMarks] = useState<Marks>(() => marksOf(lesson));
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const students = lesson.attendance ?? [];
  const mark = (id: number, present: boolean) => {
    setMarks((current) => ({ ...current, [id]: present }));
    setDone('');
  };

  const submit = () => {
    const attendance = students.flatMap(({ student }) => {
      const present = marks[student.id];
      return present === null || present === undefined ? [] : [{ student_id: student.id, present }];
    });
    setDone('');
    if (attendance.length === 0) {
      setProblem(t('attendance.noneMarked'));
      return;
    }
    setProblem(undefined);
    save.mutate(
      { lessonId: lesson.id, data: { attendance } },
      {
        onSuccess: ({ data }) => {
          remember(data);
          setMarks(marksOf(data));
          setDone(t('attendance.saved'));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Section title={t('attendance.title')}>
      {students.length === 0 ? (
        <Typography variant="body2">{t('attendance.noStudents')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {students.map(({ student }) => (
              <StudentMark
                key={student.id}
                name={nameIn(student, language)}
                value={marks[student.id] ?? null}
                onChange={(present) => mark(student.id, present)}
              />
            ))}
          </Box>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              {t('attendance.save')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                setMarks(Object.fromEntries(students.map(({ student }) => [student.id, true])));
                setDone('');
              }}
            >
              {t('attendance.allPresent')}
            </Button>
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {done}
            </Typography>
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
