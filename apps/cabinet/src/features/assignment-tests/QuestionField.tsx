import type { TestQuestion } from '@cabinet/api/model';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStateText } from '../../shared/answer-outbox/SaveStateText';
import type { SaveState } from '../../shared/answer-outbox/use-answer-sync';

type QuestionFieldProps = {
  question: TestQuestion;
  number: number;
  total: number;
  value: number[];
  onChange: (optionIds: number[]) => void;
  disabled?: boolean;
  /** Where the answer is: saved, being saved, or kept on this device (shown once answered). */
  state?: SaveState | undefined;
};

/**
 * One question as a group of choices with its legend ("Question 2 of 5", the points, the text):
 * radio buttons when one option is correct, check boxes when several are; the answer's save state
 * under it.
 */
export function QuestionField({
  question,
  number,
  total,
  value,
  onChange,
  disabled,
  state,
}: QuestionFieldProps) {
  const { t } = useTranslation('tests');
  const hintId = useId();
  const stateId = useId();
  const chosen = new Set(value);
  const toggle = (id: number, checked: boolean) =>
    onChange(question.options.map((o) => o.id).filter((o) => (o === id ? checked : chosen.has(o))));

  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      aria-describedby={state ? `${hintId} ${stateId}` : hintId}
      sx={{ m: 0, p: 0, border: 0, minWidth: 0, display: 'grid', gap: 0.5 }}
    >
      <Typography component="legend" sx={{ p: 0, mb: 0.5, width: '100%' }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('questions.number', { number, total })}
          {' · '}
          {t('questions.points', { count: question.points })}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500, whiteSpace: 'pre-line' }}>
          {question.text}
        </Typography>
      </Typography>
      <FormHelperText id={hintId} sx={{ m: 0 }}>
        {t(question.multiple ? 'questions.chooseMany' : 'questions.chooseOne')}
      </FormHelperText>
      {question.multiple ? (
        <FormGroup>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              label={option.text}
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
              control={
                <Checkbox
                  checked={chosen.has(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          value={value[0] === undefined ? '' : String(value[0])}
          onChange={(event) => onChange([Number(event.target.value)])}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              label={option.text}
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
      )}
      <SaveStateText id={stateId} state={state} />
    </FormControl>
  );
}
