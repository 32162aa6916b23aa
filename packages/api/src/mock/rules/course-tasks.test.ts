import { describe, expect, it } from 'vitest';
import {
  afterDraftSaved,
  allowedCertificates,
  canEditDraft,
  certificateEligible,
  hasContent,
  recommendedCertificate,
  reviewOutcome,
} from './course-tasks';

describe('a trainee’s course task', () => {
  it('is written until sent, and again once returned; never while in review or completed', () => {
    expect(canEditDraft('not_written')).toBe(true);
    expect(canEditDraft('in_progress')).toBe(true);
    expect(canEditDraft('need_edits')).toBe(true);
    expect(canEditDraft('need_review')).toBe(false);
    expect(canEditDraft('completed')).toBe(false);
    expect(afterDraftSaved('not_written')).toBe('in_progress');
    expect(afterDraftSaved('need_edits')).toBe('need_edits');
  });

  it('is sent only with some text or a file', () => {
    expect(hasContent('  ', [])).toBe(false);
    expect(hasContent('My plan', [])).toBe(true);
    expect(hasContent('', [4])).toBe(true);
  });

  it('is completed by the tutor in progress even unsent, in review or returned; returned only from review', () => {
    expect(reviewOutcome('in_progress', 'complete')).toBe('completed');
    expect(reviewOutcome('need_review', 'complete')).toBe('completed');
    expect(reviewOutcome('need_edits', 'complete')).toBe('completed');
    expect(reviewOutcome('not_written', 'complete')).toBeNull();
    expect(reviewOutcome('completed', 'complete')).toBeNull();
    expect(reviewOutcome('need_review', 'return')).toBe('need_edits');
    expect(reviewOutcome('in_progress', 'return')).toBeNull();
    expect(reviewOutcome('need_edits', 'return')).toBeNull();
  });
});

describe('a trainee’s certificate', () => {
  const all = {
    university: 'pass',
    observation_yl: 'pass',
    observation_teens: 'strong_pass',
    final_test: 'strong_pass',
  } as const;

  it('needs Pass on both observation tasks and a grade for the university part and the final test', () => {
    expect(certificateEligible(all)).toBe(true);
    expect(certificateEligible({ ...all, observation_yl: 'not_pass' })).toBe(false);
    expect(certificateEligible({ ...all, observation_teens: null })).toBe(false);
    expect(certificateEligible({ ...all, university: null })).toBe(false);
    expect(certificateEligible({ ...all, final_test: undefined })).toBe(false);
    // A Not pass on the university part or the final test is still a result.
    expect(certificateEligible({ ...all, university: 'not_pass', final_test: 'not_pass' })).toBe(true);
  });

  it('recommends the lowest of the observation and final grades, or no certificate', () => {
    expect(recommendedCertificate(all)).toBe('pass');
    expect(recommendedCertificate({ ...all, observation_yl: 'strong_pass' })).toBe('strong_pass');
    expect(
      recommendedCertificate({
        ...all,
        observation_yl: 'pass_with_merit',
        observation_teens: 'pass_with_merit',
        final_test: 'pass_with_merit',
      }),
    ).toBe('pass_with_merit');
    expect(recommendedCertificate({ ...all, observation_yl: 'strong_pass', final_test: 'not_pass' })).toBe(
      'strong_pass',
    );
    expect(recommendedCertificate({ ...all, observation_teens: 'not_pass' })).toBe('no_certificate');
  });

  it('lets the tutor change the type when eligible, and only refuse it otherwise', () => {
    expect(allowedCertificates(true)).toContain('strong_pass');
    expect(allowedCertificates(false)).toEqual(['no_certificate']);
  });
});
