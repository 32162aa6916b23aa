import { createTable } from './table';

/** A user's answer to a course's survey (the latest replaces the earlier one). */
export type VideoSurveyRow = {
  id: number;
  user_id: number;
  course_id: number;
  rating: number;
  recommend: boolean;
  comment: string;
  sent_at: string;
};

export const videoSurveys = createTable<VideoSurveyRow>('video-surveys', () => []);

export const surveyOf = (userId: number, courseId: number): VideoSurveyRow | undefined =>
  videoSurveys.rows.find((row) => row.user_id === userId && row.course_id === courseId);
