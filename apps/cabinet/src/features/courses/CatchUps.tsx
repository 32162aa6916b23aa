import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { useListCatchUps } from '@cabinet/api/catchups';
import type { CatchUp } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { catchUpsAheadAndPast, studentParams } from './course-present';
import { Times } from './parts';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type CatchUpsProps = {
  courseId: number;
  studentId?: number | undefined;
  /** The empty state's words (the student's by default). */
  empty?: { title: string; text: string } | undefined;
  /** How each catch-up shows (the student's card by default). */
  card?: ((catchUp: CatchUp) => ReactNode) | undefined;
};

function CatchUpCard({ catchUp }: { catchUp: CatchUp }) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const titleId = useId();
  const missed = catchUp.missed_lesson;
  return (
    <CardFrame titleId={titleId} component="li" sx={{ gap: 1.25 }}>
      <div>
        <StatusBadge vocabulary="catchUp" value={catchUp.status} />
      </div>
      <CardTitle id={titleId}>
        {t('catchUps.title', { number: missed.number, topic: missed.topic })}
      </CardTitle>
      <Facts>
        <Fact label={t('facts.time')}>
          <Times times={schoolAndViewerTimes(catchUp.starts_at, catchUp.ends_at, language)} />
        </Fact>
        <Fact label={t('facts.teacher')}>{nameIn(catchUp.teacher, language)}</Fact>
        {catchUp.zoom_link ? (
          <Fact label={t('place.zoom')}>
            <ExternalLink href={catchUp.zoom_link}>{t('place.joinZoom')}</ExternalLink>
          </Fact>
        ) : (
          <Fact label={t('place.room')}>{catchUp.room ?? t('place.roomLater')}</Fact>
        )}
      </Facts>
    </CardFrame>
  );
}

function CatchUpGroup({
  title,
  rows,
  card,
}: {
  title: string;
  rows: CatchUp[];
  card: (catchUp: CatchUp) => ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <CardGrid>
        {rows.map((row) => (
          <Fragment key={row.id}>{card(row)}</Fragment>
        ))}
      </CardGrid>
    </Box>
  );
}

/**
 * The catch-up lessons of a course, the coming and running ones first, then the past (newest
 * first); the empty state. By default the student's: the missed lesson, time, teacher, status and
 * the Zoom link or room. A teacher's view gives its own words and cards.
 */
export function CatchUps({ courseId, studentId, empty, card }: CatchUpsProps) {
  const { t } = useTranslation('courses');
  const query = useListCatchUps(courseId, studentParams(studentId));
  return (
    <QueryContent
      query={query}
      empty={
        <EmptyState
          title={empty?.title ?? t('catchUps.emptyTitle')}
          text={empty?.text ?? t('catchUps.emptyText')}
          headingLevel="h2"
        />
      }
    >
      {({ data: rows }) => {
        const { ahead, past } = catchUpsAheadAndPast(rows);
        const show = card ?? ((catchUp: CatchUp) => <CatchUpCard catchUp={catchUp} />);
        return (
          <Stack spacing={4}>
            {ahead.length > 0 ? <CatchUpGroup title={t('catchUps.ahead')} rows={ahead} card={show} /> : null}
            {past.length > 0 ? <CatchUpGroup title={t('catchUps.past')} rows={past} card={show} /> : null}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
