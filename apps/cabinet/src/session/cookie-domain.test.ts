import { describe, expect, it } from 'vitest';
import { cookieDomainFor, partnerDomain } from './cookie-domain';

const SITES = ['https://www.school.example', 'https://teachers.example.org/courses'];

describe('the cookie domain of the partner site in use', () => {
  it.each([
    ['cabinet.school.example', '.school.example'],
    ['school.example', '.school.example'],
    ['my.cabinet.school.example', '.school.example'],
    ['cabinet.teachers.example.org', '.teachers.example.org'],
    ['CABINET.School.Example.', '.school.example'],
  ])('is the partner domain the host %s is under: %s', (host, domain) => {
    expect(cookieDomainFor(host, SITES)).toBe(domain);
  });

  it.each([
    ['localhost'],
    ['127.0.0.1'],
    ['cabinet.elsewhere.example'],
    // Only a whole label matches: "myschool.example" is not under "school.example".
    ['myschool.example'],
    // A sibling of a partner site is not under it.
    ['cabinet.example.org'],
  ])('is none on %s', (host) => {
    expect(cookieDomainFor(host, SITES)).toBeUndefined();
  });

  it('prefers the closer partner domain when the host is under both', () => {
    expect(
      cookieDomainFor('cabinet.teachers.school.example', [
        'https://school.example',
        'https://teachers.school.example',
      ]),
    ).toBe('.teachers.school.example');
  });

  it('ignores addresses that are not URLs and single-label hosts', () => {
    expect(cookieDomainFor('cabinet.school.example', ['not a url', 'http://intranet'])).toBeUndefined();
    expect(partnerDomain('not a url')).toBeNull();
    expect(partnerDomain('https://www.school.example/about')).toBe('school.example');
  });
});
