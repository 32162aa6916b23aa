import {
  getGetClubQueryKey,
  getListClubCancellationRequestsQueryKey,
  getListClubsQueryKey,
  listClubCancellationRequests,
  useDecideClubCancellationRequest,
  useListClubCancellationRequests,
} from '@cabinet/api/clubs';
import type { ClubCancellationDecision, ClubCancellationRequest } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDateTime, formatMoney } from '@cabinet/design-system/format';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { clubName } from '../../../../features/clubs/club-rules';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { ListPager } from '../../../../shared/ListPager';
import { errorMessage } from '../../../../shared/error-message';
import { useNow } from '../../../../shared/use-now';
import {
  CANCELLATION_STATUSES,
  cancellationParams,
  cancellationsHref,
  readCancellationFilters,
} from '../club-cancellation-filters';
import { useClubCancellationColumns } from '../club-cancellation-columns';
import { ClubCancellationRequestCard } from './ClubCancellationRequestCard';
import { CommentDialog } from '../../../../shared/CommentDialog';
import { decideClubCancellationRequestBodyCommentMax as COMMENT_MAX } from '@cabinet/api/zod/clubs';
import { nameIn } from '../../../../shared/in-language';
import { QueryContent } from '../../../../shared/QueryContent';

const PER_PAGE = 20;

type Deciding = { request: ClubCancellationRequest; decision: ClubCancellationDecision };

/**
 * `/teacher/dos/club-cancellations`: the students' requests to cancel paid club places, the
 * waiting ones first; the director cancels a place (the seat is freed, the payment marked for
 * refund) or refuses with a comment the student reads.
 */
export function DosClubCancellationsPage() {
  const { t, i18n } = useTranslation('clubs');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const [search] = useSearchParams();
  const filters = readCancellationFilters(search);
  const list = useListClubCancellationRequests(cancellationParams(filters, PER_PAGE));
  const decide = useDecideClubCancellationRequest({ request: { silent: true } });
  const queryClient = useQueryClient();
  const now = useNow();
  // The request stays named while its dialog closes; `dialog` says which one is open.
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [dialog, setDialog] = useState<ClubCancellationDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const open = (request: ClubCancellationRequest, decision: ClubCancellationDecision) => {
    decide.reset();
    setDeciding({ request, decision });
    setDialog(decision);
  };
  const send = (comment?: string) => {
    if (!deciding) return;
    const { request, decision } = deciding;
    decide.mutate(
      { requestId: request.id, data: comment === undefined ? { decision } : { decision, comment } },
      {
        onSuccess: async () => {
          setDialog(null);
          setDone(t(`dos.done.${decision}`, { name: nameIn(request.student, language) }));
          // The director's next step starts from the outcome, not from a button that has gone.
          requestAnimationFrame(() => doneRef.current?.focus());
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: getListClubCancellationRequestsQueryKey() }),
            queryClient.invalidateQueries({ queryKey: getListClubsQueryKey() }),
            queryClient.invalidateQueries({ queryKey: getGetClubQueryKey(request.club.id) }),
          ]);
        },
      },
    );
  };
  const close = () => {
    setDialog(null);
    decide.reset();
  };
  const filtered = filters.status !== null;
  const request = deciding?.request;
  const student = request ? nameIn(request.student, language) : '';
  const club = request ? clubName(request.club, language) : '';
  const date = request ? formatDateTime(request.club.starts_at, language) : '';
  const failure = decide.isError ? errorMessage(decide.error) : undefined;
  const fileColumns = useClubCancellationColumns();
  const exportButton = (
    <ExportButton
      fileName="club-cancellations"
      table={t('dos.title')}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listClubCancellationRequests({ ...cancellationParams(filters, perPage), page }, { silent: true }),
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={t('dos.title')}
        actions={exportButton}
        tabsLabel={t('dos.tabs.label')}
        tabs={[null, ...CANCELLATION_STATUSES].map((status) => ({
          label: t(`dos.tabs.${status ?? 'all'}`),
          href: cancellationsHref({ status, page: 1 }),
          current: status === filters.status,
        }))}
      />
      <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>{t('dos.intro')}</Typography>
      <Box role="status" ref={doneRef} tabIndex={-1} sx={{ mb: done ? 2 : 0 }}>
        {done ? (
          <Alert severity="success" role="none">
            {done}
          </Alert>
        ) : null}
      </Box>
      <QueryContent
        query={list}
        empty={
          <EmptyState
            headingLevel="h2"
            title={t(filtered ? 'dos.emptyStatus.title' : 'dos.empty.title')}
            text={t(filtered ? 'dos.emptyStatus.text' : 'dos.empty.text')}
          />
        }
      >
        {({ data, meta }) => (
          <>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, maxWidth: 880 }}
            >
              {data.map((row) => (
                <li key={row.id}>
                  <ClubCancellationRequestCard
                    request={row}
                    now={now}
                    busy={decide.isPending}
                    onCancel={() => open(row, 'cancel')}
                    onRefuse={() => open(row, 'refuse')}
                  />
                </li>
              ))}
            </Box>
            <ListPager meta={meta} href={(page) => cancellationsHref({ ...filters, page })} />
          </>
        )}
      </QueryContent>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('dos.confirm.title', { name: student })}
        text={t('dos.confirm.text', {
          club,
          date,
          price: formatMoney(request?.price ?? 0, language),
        })}
        confirmLabel={t('dos.cancel')}
        cancelLabel={t('dos.confirm.keep')}
        busy={decide.isPending}
        error={failure}
        onConfirm={() => send()}
        onClose={close}
      />
      <CommentDialog
        open={dialog === 'refuse'}
        title={t('dos.refuseDialog.title', { name: student })}
        text={t('dos.refuseDialog.text', { club, date })}
        label={t('dos.comment')}
        requiredMessage={t('dos.refuseDialog.commentRequired')}
        maxLength={COMMENT_MAX}
        confirmLabel={t('dos.refuse')}
        cancelLabel={t('dos.confirm.keep')}
        tone="danger"
        busy={decide.isPending}
        error={failure}
        onSubmit={(comment) => send(comment)}
        onClose={close}
      />
    </>
  );
}
