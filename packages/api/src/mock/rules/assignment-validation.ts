/**
 * The field rules for assigned tasks and tests: "Test description, score and task
 * title are required. Video link must have a valid format." Checked on the raw request body,
 * before the contract's schema, so the specific error codes win.
 */
export type AssignmentFieldError = {
  code: 'title_required' | 'video_link_invalid' | 'test_description_required' | 'score_required';
  field: string;
  message: string;
};

/**
 * A valid video link is an absolute http(s) address with a host that has a dot: YouTube, Vimeo,
 * Google Drive or any other site. The contract's `video_link` pattern is the same expression.
 */
export const VIDEO_LINK_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/;

export const isValidVideoLink = (link: string): boolean => VIDEO_LINK_PATTERN.test(link);

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const isScore = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1;

const ERRORS = {
  title: { code: 'title_required', field: 'title', message: 'Add title' },
  video: { code: 'video_link_invalid', field: 'video_link', message: 'The video link format is incorrect.' },
  description: {
    code: 'test_description_required',
    field: 'description',
    message: 'Test description is required',
  },
  score: { code: 'score_required', field: 'max_score', message: 'Score is required' },
} satisfies Record<string, AssignmentFieldError>;

/**
 * The first broken field rule of an assignment's fields, or null. `creating` checks that the
 * required fields are present; an edit checks only the fields it sends.
 */
export function assignmentFieldError(
  kind: 'task' | 'test',
  body: Record<string, unknown>,
  creating: boolean,
): AssignmentFieldError | null {
  const sent = (key: string) => creating || key in body;
  if (kind === 'task' && sent('title') && blank(body.title)) return ERRORS.title;
  if (kind === 'test' && 'title' in body && blank(body.title)) return ERRORS.title;
  const link = body.video_link;
  if (link !== undefined && link !== null && (typeof link !== 'string' || !isValidVideoLink(link)))
    return ERRORS.video;
  if (kind === 'test' && sent('description') && blank(body.description)) return ERRORS.description;
  if (kind === 'test' && sent('max_score') && !isScore(body.max_score)) return ERRORS.score;
  return null;
}
