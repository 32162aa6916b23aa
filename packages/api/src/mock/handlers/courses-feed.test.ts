import { describe, expect, it } from 'vitest';
import { createFeedPost, listFeedPosts } from '../../generated/courses/courses';
import { CreateFeedPostResponse, ListFeedPostsResponse } from '../../generated/zod/courses/courses';
import { feedPostsOf } from '../db/feed-posts';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

describe('listFeedPosts', () => {
  it('gives the course’s student the teacher’s posts, newest first', async () => {
    await signIn('student@demo.school');
    const { data, meta } = ListFeedPostsResponse.parse(await listFeedPosts(1));
    expect(meta.total).toBe(feedPostsOf(1).length);
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.every((post) => post.author.id === 6)).toBe(true);
    const times = data.map((post) => new Date(post.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is read by a parent for the child and by the teacher; hidden from others (404)', async () => {
    await signIn('parent@demo.school');
    ListFeedPostsResponse.parse(await listFeedPosts(3, { student_id: 14 }));
    await expectError(listFeedPosts(4, { student_id: 14 }, silent), 404, 'not_found');
    await signIn('teacher@demo.school');
    ListFeedPostsResponse.parse(await listFeedPosts(3));
    await signIn('student@demo.school');
    await expectError(listFeedPosts(3, undefined, silent), 404, 'not_found');
  });
});

describe('createFeedPost', () => {
  it('publishes the teacher’s post on top of the feed (201)', async () => {
    await signIn('teacher@demo.school');
    const { data } = CreateFeedPostResponse.parse(await createFeedPost(1, { text: 'Завтра о 18:30' }));
    expect(data).toMatchObject({ text: 'Завтра о 18:30', author: { id: 6, name: 'Emily Carter' } });
    await signIn('student@demo.school');
    expect(ListFeedPostsResponse.parse(await listFeedPosts(1)).data[0]?.id).toBe(data.id);
  });

  it('takes 2000 characters and refuses 2001 with feed_text_too_long (422)', async () => {
    await signIn('teacher@demo.school');
    CreateFeedPostResponse.parse(await createFeedPost(1, { text: 'x'.repeat(2000) }));
    await expectError(createFeedPost(1, { text: 'x'.repeat(2001) }, silent), 422, 'feed_text_too_long');
  });

  it('refuses an empty text (422 validation_failed)', async () => {
    await signIn('teacher@demo.school');
    await expectError(createFeedPost(1, { text: '' }, silent), 422, 'validation_failed');
    await expectError(createFeedPost(1, { text: '   ' }, silent), 422, 'validation_failed');
  });

  it('refuses the course’s student and a parent (403) and another teacher (404)', async () => {
    const before = feedPostsOf(1).length;
    await signIn('student@demo.school');
    await expectError(createFeedPost(1, { text: 'hi' }, silent), 403, 'forbidden');
    await signIn('parent@demo.school');
    await expectError(createFeedPost(3, { text: 'hi' }, silent), 404, 'not_found');
    await signIn('teacher1@school.mock');
    await expectError(createFeedPost(1, { text: 'hi' }, silent), 404, 'not_found');
    expect(feedPostsOf(1)).toHaveLength(before);
  });
});
