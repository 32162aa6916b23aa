import type { Substitution } from '@cabinet/api/model';
import {
  useAcceptSubstitution,
  useCancelSubstitution,
  useDeclineSubstitution,
} from '@cabinet/api/substitutions';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { invalidateSubstitutions } from './invalidate-substitutions';
import { substitutionActions } from './substitution-rules';

type Action = 'accept' | 'decline' | 'cancel';
export type SubstitutionDone = 'accepted' | 'declined' | 'canceled';

const DONE: Record<Action, SubstitutionDone> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'canceled',
};

type SubstitutionActionsProps = {
  item: Substitution;
  now: Date;
  onDone: (done: SubstitutionDone, item: Substitution) => void;
};

/** Accept or decline a request offered to the viewer; cancel the viewer's own. Each after a confirmation. */
export function SubstitutionActions({ item, now, onDone }: SubstitutionActionsProps) {
  const { t } = useTranslation('substitutions');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const accept = useAcceptSubstitution({ request: { silent: true } });
  const decline = useDeclineSubstitution({ request: { silent: true } });
  const cancel = useCancelSubstitution({ request: { silent: true } });
  const mutations = { accept, decline, cancel };
  const allowed = substitutionActions(item, now);
  if (!allowed.answer && !allowed.cancel) return null;
  const current = asking ? mutations[asking] : null;
  const name = t('card.title', { course: item.course_name, number: item.lesson_number });
  const hidden = <Box component="span" sx={visuallyHidden}>{`: ${name}`}</Box>;

  const confirm = () => {
    if (!asking) return;
    const action = asking;
    mutations[action].mutate(
      { substitutionId: item.id },
      {
        onSuccess: async ({ data }) => {
          setAsking(null);
          onDone(DONE[action], data);
          await invalidateSubstitutions(queryClient);
        },
      },
    );
  };
  const close = () => {
    setAsking(null);
    accept.reset();
    decline.reset();
    cancel.reset();
  };

  return (
    <>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mt: 'auto' }}>
        {allowed.answer ? (
          <>
            <Button variant="contained" onClick={() => setAsking('accept')}>
              {t('actions.accept')}
              {hidden}
            </Button>
            <Button variant="outlined" onClick={() => setAsking('decline')}>
              {t('actions.decline')}
              {hidden}
            </Button>
          </>
        ) : null}
        {allowed.cancel ? (
          <Button variant="outlined" color="error" onClick={() => setAsking('cancel')}>
            {t('actions.cancel')}
            {hidden}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking}.title`) : ''}
        text={asking ? t(`confirm.${asking}.text`, { lesson: name }) : ''}
        confirmLabel={asking ? t(`confirm.${asking}.confirm`) : ''}
        cancelLabel={t('confirm.back')}
        tone={asking === 'accept' ? 'default' : 'danger'}
        busy={current?.isPending}
        error={current?.isError ? errorMessage(current.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
