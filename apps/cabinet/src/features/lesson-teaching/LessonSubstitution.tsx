import { useGetCourse } from '@cabinet/api/courses';
import type { Lesson, Substitution } from '@cabinet/api/model';
import { useCancelSubstitution, useListSubstitutions } from '@cabinet/api/substitutions';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { RequestSubstitution } from '../substitutions/RequestSubstitution';
import { invalidateSubstitutions } from '../substitutions/invalidate-substitutions';
import { lessonsWithRequest, substitutionActions } from '../substitutions/substitution-rules';
import type { TeachingView } from '../../shared/course-view';
import { clock } from '@cabinet/api/time';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** One request for this lesson: its status, who asked, who substitutes, why. */
function RequestFacts({ item, onCancel }: { item: Substitution; onCancel: (() => void) | null }) {
  const { t, i18n } = useTranslation('lessonTeaching');
  const { t: subs } = useTranslation('substitutions');
  const language = languageOf(i18n.language);
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <StatusBadge vocabulary="substitution" value={item.status} />
          {item.decision ? <StatusBadge vocabulary="substitutionDecision" value={item.decision} /> : null}
        </Stack>
        <Facts>
          <Fact label={subs('card.requestedBy')}>{nameIn(item.requested_by, language)}</Fact>
          <Fact label={subs('card.substitute')}>
            {item.substitute ? nameIn(item.substitute, language) : subs('card.noSubstitute')}
          </Fact>
          <Fact label={subs('card.reason')}>{subs(`reasons.${item.reason}`)}</Fact>
          {item.comment ? <Fact label={subs('card.comment')}>{item.comment}</Fact> : null}
        </Facts>
        {onCancel ? (
          <Box>
            <Button variant="outlined" color="error" onClick={onCancel}>
              {t('substitution.cancel')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The lesson's substitution: the requests made for it and their state, a request for a
 * substitute while the lesson is upcoming and has none ("no teachers available at the selected
 * time" shows in the request dialog), and cancelling the teacher's own request before it starts.
 */
export function LessonSubstitution({ lesson, view }: { lesson: Lesson; view: TeachingView }) {
  const { t } = useTranslation('lessonTeaching');
  const queryClient = useQueryClient();
  const course = useGetCourse(lesson.course_id);
  const list = useListSubstitutions({ lesson_id: lesson.id, per_page: 100 });
  const cancel = useCancelSubstitution({ request: { silent: true } });
  const [requesting, setRequesting] = useState(false);
  const [cancelling, setCancelling] = useState<Substitution | null>(null);
  const [news, setNews] = useState('');

  return (
    <QueryContent
      query={list}
      loading={<Section title={t('substitution.title')}>{t('substitution.loading')}</Section>}
    >
      {({ data: requests }) => {
        const now = clock.now();
        const live = lessonsWithRequest(requests).has(lesson.id);
        const substitute = view.viewer === 'substitute';
        const canRequest = !substitute && lesson.status === 'upcoming' && !live;
        const why = substitute
          ? t('substitution.youSubstitute')
          : lesson.status !== 'upcoming'
            ? t('substitution.started')
            : live
              ? t('substitution.alreadyRequested')
              : t('substitution.canRequest');

        const confirmCancel = () => {
          if (!cancelling) return;
          cancel.mutate(
            { substitutionId: cancelling.id },
            {
              onSuccess: async () => {
                setCancelling(null);
                setNews(t('substitution.cancelled'));
                await invalidateSubstitutions(queryClient);
              },
            },
          );
        };

        return (
          <Section title={t('substitution.title')}>
            <Stack spacing={2}>
              {requests.length === 0 ? (
                <Typography variant="body2">{t('substitution.none')}</Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label={t('substitution.requests')}
                  sx={{ m: 0, p: 0, listStyle: 'none' }}
                >
                  {requests.map((item) => (
                    <RequestFacts
                      key={item.id}
                      item={item}
                      onCancel={substitutionActions(item, now).cancel ? () => setCancelling(item) : null}
                    />
                  ))}
                </Box>
              )}
              <Typography variant="body2" id={`substitution-why-${lesson.id}`}>
                {why}
              </Typography>
              {substitute ? null : (
                <Box>
                  <Button
                    variant="contained"
                    disabled={!canRequest || !course.data}
                    aria-describedby={`substitution-why-${lesson.id}`}
                    onClick={() => setRequesting(true)}
                  >
                    {t('substitution.request')}
                  </Button>
                </Box>
              )}
              {news ? (
                <Alert severity="success" role="status">
                  {news}
                </Alert>
              ) : null}
            </Stack>
            <RequestSubstitution
              open={requesting}
              lesson={
                course.data
                  ? {
                      id: lesson.id,
                      courseName: course.data.data.name,
                      number: lesson.number,
                      startsAt: lesson.starts_at,
                      endsAt: lesson.ends_at,
                    }
                  : null
              }
              onClose={() => setRequesting(false)}
              onRequested={() => {
                setRequesting(false);
                setNews(t('substitution.requested'));
              }}
            />
            <ConfirmDialog
              open={cancelling !== null}
              title={t('substitution.cancelTitle')}
              text={t('substitution.cancelText')}
              confirmLabel={t('substitution.cancelConfirm')}
              cancelLabel={t('substitution.keep')}
              tone="danger"
              busy={cancel.isPending}
              error={cancel.isError ? errorMessage(cancel.error) : undefined}
              onConfirm={confirmCancel}
              onClose={() => {
                setCancelling(null);
                cancel.reset();
              }}
            />
          </Section>
        );
      }}
    </QueryContent>
  );
}
