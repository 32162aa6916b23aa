import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificateCard } from './CertificateCard';

const meta = {
  title: 'Offers/CertificateCard',
  component: CertificateCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'General English B1',
    type: 'completion',
    status: 'received',
    issuedAt: '2026-05-28T10:00:00Z',
    downloadUrl: '/files/certificates/general-english-b1.pdf',
    fileName: 'certificate-general-english-b1.pdf',
  },
} satisfies Meta<typeof CertificateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A received certificate is downloaded by a link named after it. */
export const CompletionReceived: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Завантажити сертифікат: General English B1',
    });
    await expect(link).toHaveAttribute('href', '/files/certificates/general-english-b1.pdf');
    await expect(link).toHaveAttribute('download', 'certificate-general-english-b1.pdf');
  },
};

export const AttendanceReceived: Story = {
  args: {
    title: 'Розмовний клуб «Travel English»',
    type: 'attendance',
    downloadUrl: '/files/certificates/travel-club.pdf',
    fileName: undefined,
  },
};

/** A certificate still waiting has no link yet. */
export const Waiting: Story = {
  args: { status: 'waiting', issuedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NoCertificate: Story = {
  args: { type: 'no_certificate', status: 'no_certificate', issuedAt: undefined, downloadUrl: undefined },
};

export const NotIssuedAttendance: Story = {
  args: {
    type: 'completion',
    status: 'no_certificate',
    issuedAt: undefined,
    notIssuedReason: 'insufficient_attendance',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Не видано: відвідуваність нижча за 60%')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const NotIssuedTeacherDecision: Story = {
  args: {
    title: 'Teacher Training: Young Learners',
    type: 'completion',
    status: 'no_certificate',
    issuedAt: undefined,
    notIssuedReason: 'teacher_decision',
  },
};

export const TraineePass: Story = {
  args: { title: 'Teacher Training: CELTA Prep', traineeGrade: 'pass' },
};

export const TraineeStrongPass: Story = {
  args: { title: 'Teacher Training: CELTA Prep', traineeGrade: 'strong_pass' },
};

export const TraineePassWithMerit: Story = {
  args: { title: 'Teacher Training: CELTA Prep', traineeGrade: 'pass_with_merit' },
};

export const TraineeNotPass: Story = {
  args: {
    title: 'Teacher Training: CELTA Prep',
    traineeGrade: 'not_pass',
    status: 'no_certificate',
    issuedAt: undefined,
    notIssuedReason: 'teacher_decision',
  },
};

export const VideoCoursePass: Story = {
  args: { title: 'Відеокурс «Business English Basics»', videoCourseResult: 'pass' },
};

export const VideoCourseReview: Story = {
  args: {
    title: 'Відеокурс «Business English Basics»',
    videoCourseResult: 'review',
    status: 'waiting',
    issuedAt: undefined,
  },
};

export const LongUkrainianText: Story = {
  args: {
    title:
      'Інтенсивний курс підготовки до міжнародного іспиту Cambridge English: Advanced (C1) для дорослих студентів',
    type: 'attendance',
    traineeGrade: 'pass_with_merit',
  },
};

export const English: Story = {
  args: { traineeGrade: 'strong_pass' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download certificate: General English B1' }),
    ).toBeVisible();
  },
};

export const EnglishNotIssued: Story = {
  args: { status: 'no_certificate', issuedAt: undefined, notIssuedReason: 'teacher_decision' },
  globals: { locale: 'en' },
};

export const Dark: Story = { args: { traineeGrade: 'not_pass' }, globals: { theme: 'dark' } };

export const DarkNotIssued: Story = {
  args: { status: 'no_certificate', issuedAt: undefined, notIssuedReason: 'insufficient_attendance' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { videoCourseResult: 'pass' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
