import type { PretestSheet } from '@cabinet/api/model';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceQuestion } from './ChoiceQuestion';
import { usePartAnswers } from './use-part-answers';
import { PromptSection } from './PromptSection';

type ChoiceSheetProps = {
  userId: number;
  sheet: PretestSheet;
  part: 'grammar' | 'reading';
  active: boolean;
  onStopped: () => void;
  /** Answers waiting to be saved, and questions not answered. */
  onCounts: (pending: number, unanswered: number) => void;
};

/** A multiple-choice part: the reading passage if any, then every question with its save state. */
export function ChoiceSheet({ userId, sheet, part, active, onStopped, onCounts }: ChoiceSheetProps) {
  const { t } = useTranslation('placementTests');
  const answers = usePartAnswers({
    userId,
    attemptId: sheet.attempt.id,
    part,
    saved: sheet.answers,
    active,
    onStopped,
  });
  const total = sheet.questions.length;
  const unanswered = sheet.questions.filter((question) => answers.choices[question.id] == null).length;
  useEffect(() => onCounts(answers.pendingCount, unanswered), [answers.pendingCount, unanswered, onCounts]);
  return (
    <Stack spacing={3}>
      {sheet.passage && <PromptSection title={sheet.passage.title} text={sheet.passage.text} />}
      <Typography component="h2" variant="h6">
        {t('test.questions', { count: total })}
      </Typography>
      {sheet.questions.map((question, index) => (
        <ChoiceQuestion
          key={question.id}
          question={question}
          number={index + 1}
          total={total}
          value={answers.choices[question.id]}
          state={answers.states[question.id]}
          disabled={!active}
          onChange={(optionId) => answers.choose(question.id, optionId)}
        />
      ))}
    </Stack>
  );
}
