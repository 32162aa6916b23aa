import type { PretestQuestion } from '@cabinet/api/model';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStateText } from '../../shared/answer-outbox/SaveStateText';
import type { SaveState } from './use-part-answers';

type ChoiceQuestionProps = {
  question: PretestQuestion;
  number: number;
  total: number;
  value: number | null | undefined;
  state: SaveState | undefined;
  disabled: boolean;
  onChange: (optionId: number) => void;
};

/** One question as radio buttons in a fieldset named by its number and text, with its save state. */
export function ChoiceQuestion({
  question,
  number,
  total,
  value,
  state,
  disabled,
  onChange,
}: ChoiceQuestionProps) {
  const { t } = useTranslation('placementTests');
  const stateId = useId();
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      aria-describedby={stateId}
      sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ p: 0, mb: 0.5, width: '100%' }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('test.questionNumber', { number, total })}
        </Typography>
        <Typography component="span" sx={{ display: 'block', fontWeight: 500, whiteSpace: 'pre-line' }}>
          {question.text}
        </Typography>
      </Typography>
      <RadioGroup
        value={value == null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {question.options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={String(option.id)}
            label={option.text}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1 } }}
          />
        ))}
      </RadioGroup>
      <SaveStateText id={stateId} state={value == null ? undefined : state} />
    </FormControl>
  );
}
