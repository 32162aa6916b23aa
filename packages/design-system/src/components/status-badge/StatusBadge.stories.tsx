import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';
import { type StatusVocabulary, statusValues } from './catalogue';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge';

/** The badge with any vocabulary and value, for the controls panel. */
const AnyStatusBadge = StatusBadge as (props: StatusBadgeProps<StatusVocabulary>) => ReactElement;

const meta = {
  title: 'Status/StatusBadge',
  component: AnyStatusBadge,
  tags: ['autodocs'],
  args: { vocabulary: 'assignedTask', value: 'need_review' },
} satisfies Meta<typeof AnyStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every value of one vocabulary; the test checks each shows a translated label, not its code. */
const vocabularyStory = (vocabulary: StatusVocabulary): Story => ({
  render: () => (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="list">
      {statusValues(vocabulary).map((value) => (
        <span role="listitem" key={value}>
          <StatusBadge vocabulary={vocabulary} value={value} />
        </span>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(statusValues(vocabulary).length);
    for (const [index, value] of statusValues(vocabulary).entries()) {
      const text = items[index]?.textContent ?? '';
      await expect(text).not.toBe('');
      await expect(text).not.toContain(value.includes('_') ? value : `status.${vocabulary}`);
    }
  },
});

export const Single: Story = {};
export const Medium: Story = { args: { size: 'medium', vocabulary: 'course', value: 'in_progress' } };

export const AssignedTask = vocabularyStory('assignedTask');
export const StudentFeedback = vocabularyStory('studentFeedback');
export const CourseFeedback = vocabularyStory('courseFeedback');
export const CatchUp = vocabularyStory('catchUp');
export const PaidPretestStudent = vocabularyStory('paidPretest');
export const PaidPretestManager = vocabularyStory('paidPretestManager');
export const StatisticsItem = vocabularyStory('statisticsItem');
export const CorporateStudent = vocabularyStory('corporateStudent');
export const Substitution = vocabularyStory('substitution');
export const SubstitutionDecision = vocabularyStory('substitutionDecision');
export const LateCancel = vocabularyStory('lateCancel');
export const Event = vocabularyStory('event');
export const Course = vocabularyStory('course');
export const ClubParticipation = vocabularyStory('clubParticipation');
export const CertificateType = vocabularyStory('certificateType');
export const CertificateStatus = vocabularyStory('certificateStatus');
export const TraineeGrade = vocabularyStory('traineeGrade');
export const VideoCourseResult = vocabularyStory('videoCourseResult');
export const Subscription = vocabularyStory('subscription');
export const LessonStatus = vocabularyStory('lessonStatus');
export const LessonType = vocabularyStory('lessonType');
export const FeedbackMark = vocabularyStory('feedbackMark');
export const PromoTag = vocabularyStory('promoTag');
export const Flags = vocabularyStory('flag');

export const AssignedTaskEnglish: Story = { ...vocabularyStory('assignedTask'), globals: { locale: 'en' } };
export const AssignedTaskDark: Story = { ...vocabularyStory('assignedTask'), globals: { theme: 'dark' } };
export const SubstitutionDark: Story = { ...vocabularyStory('substitution'), globals: { theme: 'dark' } };
export const PromoTagDark: Story = { ...vocabularyStory('promoTag'), globals: { theme: 'dark' } };
export const Phone: Story = {
  ...vocabularyStory('paidPretest'),
  globals: { viewport: { value: 'phone', isRotated: false } },
};
