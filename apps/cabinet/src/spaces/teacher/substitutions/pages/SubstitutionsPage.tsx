import type { Substitution, SubstitutionSide } from '@cabinet/api/model';
import { useListSubstitutions } from '@cabinet/api/substitutions';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  RequestSubstitution,
  type SubstitutionLesson,
} from '../../../../features/substitutions/RequestSubstitution';
import { useCurrentUser } from '../../../../session/use-current-user';
import { ListPager } from '../../../../shared/ListPager';
import { paths } from '../../../../shared/paths';
import { useNow } from '../../../../shared/use-now';
import { ChooseLessonDialog } from '../components/ChooseLessonDialog';
import {
  type SubstitutionDone,
  SubstitutionActions,
} from '../../../../features/substitutions/SubstitutionActions';
import { SubstitutionCard } from '../../../../features/substitutions/SubstitutionCard';
import { lessonHref } from '../components/lesson-href';
import { type TeacherKind, kindHref, kindOfSlug, kindsFor } from '../kinds';
import { QueryContent } from '../../../../shared/QueryContent';

/** Requests on one page of a list. */
export const SUBSTITUTIONS_PER_PAGE = 10;

const SIDES: readonly SubstitutionSide[] = ['offered', 'requested'];
const pageParam = (side: SubstitutionSide) => `${side}_page`;

type Done = SubstitutionDone | 'requested';

type SubstitutionsProps = { kind: TeacherKind; kinds: readonly TeacherKind[] };

/** The teacher's substitutions of one kind: requests offered to them and their own, and a new request. */
function Substitutions({ kind, kinds }: SubstitutionsProps) {
  const { t } = useTranslation('substitutions');
  const now = useNow();
  const [step, setStep] = useState<'closed' | 'choose' | 'request'>('closed');
  const [lesson, setLesson] = useState<SubstitutionLesson | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  return (
    <>
      <PageHeader
        title={t('title')}
        tabsLabel={t('tabs.label')}
        tabs={kinds.map((tab) => ({ label: t(`tabs.${tab}`), href: kindHref(tab), current: tab === kind }))}
        actions={
          <Button variant="contained" onClick={() => setStep('choose')}>
            {t('actions.request')}
          </Button>
        }
      />
      <Box role="status" sx={{ mb: done ? 2 : 0 }}>
        {done ? (
          <Typography sx={{ color: 'success.main', fontWeight: 500 }}>{t(`done.${done}`)}</Typography>
        ) : null}
      </Box>
      {SIDES.map((side) => (
        <SideList key={side} kind={kind} side={side} now={now} onDone={(next) => setDone(next)} />
      ))}
      <ChooseLessonDialog
        open={step === 'choose'}
        now={now}
        onClose={() => setStep('closed')}
        onChoose={(chosen) => {
          setLesson(chosen);
          setStep('request');
        }}
      />
      <RequestSubstitution
        open={step === 'request'}
        lesson={lesson}
        onClose={() => setStep('closed')}
        onRequested={() => {
          setStep('closed');
          setDone('requested');
        }}
      />
    </>
  );
}

type SideListProps = {
  kind: TeacherKind;
  side: SubstitutionSide;
  now: Date;
  onDone: (done: SubstitutionDone, item: Substitution) => void;
};

/** One side's list (offered to the teacher, or their own requests) with its own pages. */
function SideList({ kind, side, now, onDone }: SideListProps) {
  const { t } = useTranslation('substitutions');
  const headingId = useId();
  const [search] = useSearchParams();
  const raw = Number(search.get(pageParam(side)));
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const list = useListSubstitutions({ kind, side, page, per_page: SUBSTITUTIONS_PER_PAGE });
  const pageHref = (next: number) => {
    const params = new URLSearchParams(search);
    params.set(pageParam(side), String(next));
    return `${kindHref(kind)}?${params.toString()}`;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t(`sides.${side}`)}
      </Typography>
      <QueryContent
        query={list}
        empty={
          <EmptyState headingLevel="h3" title={t(`empty.${side}.title`)} text={t(`empty.${side}.text`)} />
        }
      >
        {({ data, meta }) => (
          <>
            <CardGrid>
              {data.map((item) => (
                <li key={item.id}>
                  <SubstitutionCard item={item} href={lessonHref(item)}>
                    <SubstitutionActions item={item} now={now} onDone={onDone} />
                  </SubstitutionCard>
                </li>
              ))}
            </CardGrid>
            <ListPager meta={meta} href={pageHref} label={t(`pager.${side}`)} />
          </>
        )}
      </QueryContent>
    </Box>
  );
}

/**
 * The viewer's tab: an unknown tab is the not-found page; a tab the viewer does not have (the
 * corporate teacher's `/teacher/substitutions`, the school's groups) opens their first tab.
 */
export function SubstitutionsPage() {
  const { kind: slug } = useParams();
  const kind = kindOfSlug(slug);
  const { data: user } = useCurrentUser();
  const kinds = kindsFor(user?.spaces ?? []);
  const first = kinds[0];
  if (!kind || !first) return <Navigate to={paths.notFound.to()} replace />;
  if (!kinds.includes(kind)) return <Navigate to={kindHref(first)} replace />;
  return <Substitutions key={kind} kind={kind} kinds={kinds} />;
}
