import {
  getCreateFeedPostMockHandler,
  getListFeedPostsMockHandler,
} from '../../generated/courses/courses.msw';
import type { FeedPost } from '../../generated/model';
import { CreateFeedPostBody } from '../../generated/zod/courses/courses';
import { type FeedPostRow, feedPosts, feedPostsOf } from '../db/feed-posts';
import { personRef } from '../db/person-ref';
import { schoolNow } from '../../time/school-time';
import { FEED_POST_MAX_LENGTH, feedTextProblem } from '../rules/feed-post';
import { requireLearner, teachCourse, viewCourse } from './course-access';
import { paginate } from './paging';
import { parseBody, pathId, rawBody } from './request-params';
import { fail } from './respond';

const feedPost = (row: FeedPostRow): FeedPost => ({
  id: row.id,
  author: personRef(row.author_id),
  text: row.text,
  created_at: row.created_at,
});

/** A course's feed: read by its students, their parents and its teacher; written by the teacher. */
export const feedHandlers = [
  getListFeedPostsMockHandler(({ request, params }) => {
    requireLearner(request);
    const { course } = viewCourse(request, pathId(params.courseId, 'course'));
    const newestFirst = feedPostsOf(course.id).sort(
      (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id,
    );
    return paginate(request, newestFirst.map(feedPost));
  }),

  getCreateFeedPostMockHandler(async ({ request, params }) => {
    requireLearner(request);
    const { course, user } = teachCourse(request, pathId(params.courseId, 'course'));
    // The limit's own code wins over the generic one the zod `maxLength` would give.
    const sent = (await rawBody(request)).text;
    if (typeof sent === 'string' && feedTextProblem(sent) === 'too_long') {
      fail(422, 'feed_text_too_long', `The text exceeds the limit of ${FEED_POST_MAX_LENGTH} characters.`);
    }
    const { text } = await parseBody(request, CreateFeedPostBody);
    if (feedTextProblem(text) === 'empty')
      fail(422, 'validation_failed', 'The given data was invalid: text.');
    const row = feedPosts.insert({ course_id: course.id, author_id: user.id, text, created_at: schoolNow() });
    return { data: feedPost(row) };
  }),
];
