import {
  getListClubParticipantsQueryKey,
  useListClubParticipants,
  useSetClubAttendance,
} from '@cabinet/api/clubs';
import type { Club, ClubParticipant } from '@cabinet/api/model';
import { ServerError } from '@cabinet/design-system/confirm-dialog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { showToast } from '../../../shared/toast-queue';
import { useNow } from '../../../shared/use-now';
import { participantName } from './participant-name';
import { QueryContent } from '../../../shared/QueryContent';

type Marks = Record<number, boolean | null>;

const marksOf = (participants: ClubParticipant[]): Marks =>
  Object.fromEntries(participants.map((p) => [p.student.id, p.attended]));

function ParticipantMark({
  participant,
  value,
  disabled,
  onChange,
}: {
  participant: ClubParticipant;
  value: boolean | null;
  disabled: boolean;
  onChange: (present: boolean) => void;
}) {
  const { t, i18n } = useTranslation('teacherClubs');
  const legendId = useId();
  const name = participantName(participant, i18n.language);
  return (
    <Box
      component="li"
      sx={{
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography id={legendId} component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t(`attendance.place.${participant.status}`)}
          {' · '}
          {value === null
            ? t('attendance.notMarked')
            : value
              ? t('attendance.present')
              : t('attendance.absent')}
        </Typography>
      </Box>
      <RadioGroup
        row
        aria-labelledby={legendId}
        name={`attendance-${participant.student.id}`}
        value={value === null ? '' : value ? 'present' : 'absent'}
        onChange={(event) => onChange(event.target.value === 'present')}
      >
        <FormControlLabel
          value="present"
          control={<Radio />}
          label={t('attendance.present')}
          disabled={disabled}
        />
        <FormControlLabel
          value="absent"
          control={<Radio />}
          label={t('attendance.absent')}
          disabled={disabled}
        />
      </RadioGroup>
    </Box>
  );
}

/**
 * The club's participants and their attendance. Marks are taken once the club has started (the
 * school refuses them before: 409); what was chosen stays on the screen when a save fails.
 */
export function ClubAttendance({ club }: { club: Club }) {
  const { t } = useTranslation('teacherClubs');
  const headingId = useId();
  const queryClient = useQueryClient();
  const participants = useListClubParticipants(club.id);
  const save = useSetClubAttendance({ request: { silent: true } });
  const [edits, setEdits] = useState<Marks>({});
  const [problem, setProblem] = useState<string | null>(null);
  const started = useNow().getTime() >= new Date(club.starts_at).getTime();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('attendance.title')}
      </Typography>
      <QueryContent query={participants} empty={<Typography>{t('attendance.none')}</Typography>}>
        {({ data: rows }) => {
          const marks = { ...marksOf(rows), ...edits };
          const marked = Object.entries(marks).filter(
            (entry): entry is [string, boolean] => entry[1] !== null,
          );
          const submit = async (event: FormEvent) => {
            event.preventDefault();
            setProblem(null);
            if (marked.length === 0) {
              setProblem(t('attendance.markSomeone'));
              return;
            }
            try {
              const answer = await save.mutateAsync({
                clubId: club.id,
                data: { attendance: marked.map(([id, present]) => ({ student_id: Number(id), present })) },
              });
              queryClient.setQueryData(getListClubParticipantsQueryKey(club.id), answer);
              setEdits({});
              showToast(t('attendance.saved'), 'success');
            } catch (error) {
              setProblem(errorMessage(error));
            }
          };

          return (
            <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
              {!started ? (
                <Typography role="note" sx={{ mb: 1, color: 'text.secondary' }}>
                  {t('attendance.beforeStart')}
                </Typography>
              ) : null}
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 760 }}>
                {rows.map((participant) => (
                  <ParticipantMark
                    key={participant.student.id}
                    participant={participant}
                    value={marks[participant.student.id] ?? null}
                    disabled={!started || save.isPending}
                    onChange={(present) => setEdits((now) => ({ ...now, [participant.student.id]: present }))}
                  />
                ))}
              </Box>
              <ServerError message={problem ?? undefined} />
              <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!started || save.isPending}>
                {save.isPending ? t('attendance.saving') : t('attendance.save')}
              </Button>
            </Box>
          );
        }}
      </QueryContent>
    </Box>
  );
}
