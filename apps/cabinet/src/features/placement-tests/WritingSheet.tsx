import type { PretestWriting } from '@cabinet/api/model';
import { WordCountText } from '@cabinet/design-system/word-count-text';
import Stack from '@mui/material/Stack';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStateText } from '../../shared/answer-outbox/SaveStateText';
import { useWritingDraft } from './use-writing-draft';
import { PromptSection } from './PromptSection';
import { TopicChoice } from './TopicChoice';

type WritingSheetProps = {
  userId: number;
  attemptId: number;
  writing: PretestWriting;
  minWords: number;
  maxWords: number;
  active: boolean;
  onStopped: () => void;
  onPending: (pending: number) => void;
  /** The school's "now" minus this device's. */
  offset: number;
};

/** The writing part: the topic, the text with its live word count, saved as it is typed. */
export function WritingSheet({
  userId,
  attemptId,
  writing,
  minWords,
  maxWords,
  active,
  onStopped,
  onPending,
  offset,
}: WritingSheetProps) {
  if (writing.topic_index === null && writing.choose_by) {
    return <TopicChoice attemptId={attemptId} writing={writing} offset={offset} onChosen={onStopped} />;
  }
  return (
    <WritingEditor
      userId={userId}
      attemptId={attemptId}
      writing={writing}
      minWords={minWords}
      maxWords={maxWords}
      active={active}
      onStopped={onStopped}
      onPending={onPending}
    />
  );
}

/** The text on the chosen topic, with its live word count, saved as it is typed. */
function WritingEditor({
  userId,
  attemptId,
  writing,
  minWords,
  maxWords,
  active,
  onStopped,
  onPending,
}: Omit<WritingSheetProps, 'offset'>) {
  const { t } = useTranslation('placementTests');
  const stateId = useId();
  const draft = useWritingDraft({ userId, attemptId, saved: writing, active, onStopped });
  const waiting = draft.state === 'saved' ? 0 : 1;
  useEffect(() => onPending(waiting), [waiting, onPending]);
  return (
    <Stack spacing={2}>
      <PromptSection title={writing.topic_title} text={writing.topic_prompt} />
      <WordCountText
        label={t('test.yourText')}
        value={draft.text}
        onChange={(event) => draft.change(event.target.value)}
        min={minWords}
        max={maxWords}
        disabled={!active}
        minRows={10}
      />
      <SaveStateText id={stateId} state={draft.state} />
    </Stack>
  );
}
