import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureKind } from './failure-kind';

const answer = (status: number) => new ApiError(status, 'code', 'message');

describe('the kind of a failure', () => {
  it.each([
    [0, 'network'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [408, 'server'],
    [429, 'server'],
    [401, 'session'],
    [400, 'client'],
    [403, 'client'],
    [404, 'client'],
    [409, 'client'],
    [422, 'client'],
  ])('status %i is a %s failure', (status, kind) => {
    expect(failureKind(answer(status))).toBe(kind);
  });

  it('anything that is not a failed call is "other"', () => {
    expect(failureKind(new TypeError('x is undefined'))).toBe('other');
    expect(failureKind('lost')).toBe('other');
  });
});
