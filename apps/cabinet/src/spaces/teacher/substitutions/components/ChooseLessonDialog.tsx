import { useListCalendarEvents } from '@cabinet/api/calendar';
import { useListSubstitutions } from '@cabinet/api/substitutions';
import { DialogButtons, DialogForm, DialogFrame } from '@cabinet/design-system/confirm-dialog';
import { schoolToday, shiftDate } from '@cabinet/api/time';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubstitutionLesson } from '../../../../features/substitutions/RequestSubstitution';
import {
  lessonsWithRequest,
  requestableLessons,
} from '../../../../features/substitutions/substitution-rules';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { schoolAndViewerTimes } from '../../../../shared/school-time';

/** How far ahead the teacher may pick a lesson: four weeks from today. */
export const CHOOSE_DAYS = 28;

type ChooseLessonDialogProps = {
  open: boolean;
  now: Date;
  onClose: () => void;
  onChoose: (lesson: SubstitutionLesson) => void;
};

/** The first step of a request: one of the teacher's upcoming lessons of the next four weeks. */
export function ChooseLessonDialog({ open, now, onClose, onChoose }: ChooseLessonDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <ChooseLessonForm
        titleId={titleId}
        descriptionId={descriptionId}
        now={now}
        onClose={onClose}
        onChoose={onChoose}
      />
    </DialogFrame>
  );
}

type ChooseLessonFormProps = Omit<ChooseLessonDialogProps, 'open'> & {
  titleId: string;
  descriptionId: string;
};

function ChooseLessonForm({ titleId, descriptionId, now, onClose, onChoose }: ChooseLessonFormProps) {
  const { t, i18n } = useTranslation('substitutions');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const [from] = useState(() => schoolToday(now));
  const [to] = useState(() => shiftDate(schoolToday(now), CHOOSE_DAYS - 1));
  const events = useListCalendarEvents({ from, to });
  const requested = useListSubstitutions({ side: 'requested', per_page: 100 });
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const messageId = useId();

  const lessons = events.data ? requestableLessons(events.data.data, now) : [];
  const taken = requested.data ? lessonsWithRequest(requested.data.data) : new Set<number>();
  const courseName = (event: (typeof lessons)[number]) =>
    language === 'en' ? event.title_en || event.title : event.title;

  const submit = () => {
    const event = lessons.find((lesson) => String(lesson.lesson_id) === chosen);
    if (!event || event.lesson_id === null) {
      setMissing(true);
      return;
    }
    onChoose({
      id: event.lesson_id,
      courseName: courseName(event),
      number: event.lesson_number,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
    });
  };

  const pending = events.isPending || requested.isPending;
  const failed = events.isError ? events : requested.isError ? requested : null;

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id={titleId}>{t('choose.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('choose.text', { count: CHOOSE_DAYS / 7 })}
        </DialogContentText>
        {pending ? (
          <PageLoading />
        ) : failed ? (
          <PageError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : lessons.length === 0 ? (
          <Typography>{t('choose.empty')}</Typography>
        ) : (
          <FormControl error={missing} required>
            <FormLabel id={legendId}>{t('choose.legend')}</FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              aria-describedby={missing ? messageId : undefined}
              name="lesson"
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setMissing(false);
              }}
            >
              {lessons.map((event) => {
                const times = schoolAndViewerTimes(event.starts_at, event.ends_at, language);
                const already = event.lesson_id !== null && taken.has(event.lesson_id);
                return (
                  <FormControlLabel
                    key={event.id}
                    value={String(event.lesson_id)}
                    disabled={already}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                    label={
                      <>
                        <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {t('card.title', { course: courseName(event), number: event.lesson_number ?? '' })}
                        </Typography>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', color: 'text.secondary' }}
                        >
                          {times.school}
                          {times.viewer ? ` · ${t('card.yourTime', { time: times.viewer })}` : ''}
                          {already ? ` · ${t('choose.requested')}` : ''}
                        </Typography>
                      </>
                    }
                  />
                );
              })}
            </RadioGroup>
            {missing ? <FormHelperText id={messageId}>{t('choose.missing')}</FormHelperText> : null}
          </FormControl>
        )}
      </DialogContent>
      <DialogButtons confirmLabel={t('choose.continue')} onCancel={onClose} />
    </DialogForm>
  );
}
