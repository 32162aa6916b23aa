import type { PretestWriting } from '@cabinet/api/model';
import { choosePretestTopic } from '@cabinet/api/pretests';
import { clock } from '@cabinet/api/time';
import { CountdownTimer } from '@cabinet/design-system/countdown-timer';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from './refusal';

type TopicChoiceProps = {
  attemptId: number;
  writing: PretestWriting;
  /** The school's "now" minus this device's, from the sheet's `server_now`. */
  offset: number;
  onChosen: () => void;
};

/**
 * One of two writing topics, chosen within 5 minutes of the part's start; when the time passes
 * the school gives the first, and the page reads the sheet again.
 */
export function TopicChoice({ attemptId, writing, offset, onChosen }: TopicChoiceProps) {
  const { t } = useTranslation('placementTests');
  const [choice, setChoice] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const chooseBy = Date.parse(writing.choose_by!);
  const schoolNow = () => clock.nowMs() + offset;
  const choose = async () => {
    setBusy(true);
    setError(null);
    try {
      await choosePretestTopic(attemptId, { topic_index: Number(choice) }, { silent: true });
      onChosen();
    } catch (failure) {
      setError(failure);
      // Refused because the time to choose has passed: the school has given the first topic.
      onChosen();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <CountdownTimer
        durationSeconds={Math.max(1, Math.round((chooseBy - schoolNow()) / 1000))}
        now={schoolNow}
        pausable={false}
        label={t('topic.timeLeft')}
        onExpire={onChosen}
      />
      <FormControl>
        <FormLabel id="topic-choice">{t('topic.label')}</FormLabel>
        <RadioGroup
          aria-labelledby="topic-choice"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {writing.topics.map((topic, index) => (
            <FormControlLabel
              key={topic.title}
              value={String(index)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', my: 1 }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {topic.title}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {topic.prompt}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2">{t('topic.rule')}</Typography>
      <Button
        variant="contained"
        onClick={() => void choose()}
        disabled={choice === '' || busy}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        {t('topic.choose')}
      </Button>
      {error !== null && <Alert severity="error">{refusalMessage(error)}</Alert>}
    </Stack>
  );
}
