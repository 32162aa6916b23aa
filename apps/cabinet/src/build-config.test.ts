import { describe, expect, it } from 'vitest';
import { buildConfigProblem } from './build-config';

const COMPLETE = {
  VITE_SCHOOL_EMAIL: 'info@school.example',
  VITE_PARTNER_SCHOOL_URL: 'https://school.example',
  VITE_PARTNER_TRAINING_URL: 'https://teachers.example',
};

describe("the check of a build's configuration", () => {
  it('passes when every required variable is there', () => {
    expect(buildConfigProblem(COMPLETE, 'production')).toBeNull();
  });

  it('names every missing variable, empty or blank ones too, and the mode', () => {
    const problem = buildConfigProblem(
      { VITE_SCHOOL_EMAIL: '  ', VITE_PARTNER_SCHOOL_URL: '' },
      'production',
    );
    expect(problem).toContain('mode "production"');
    expect(problem).toContain('VITE_SCHOOL_EMAIL is missing');
    expect(problem).toContain('VITE_PARTNER_SCHOOL_URL is missing');
    expect(problem).toContain('VITE_PARTNER_TRAINING_URL is missing');
    expect(problem).toContain('apps/cabinet/.env.production');
  });

  it('names a malformed value and leaves the good ones out', () => {
    const problem = buildConfigProblem(
      { ...COMPLETE, VITE_SCHOOL_EMAIL: 'info', VITE_PARTNER_TRAINING_URL: 'teachers.example' },
      'production',
    );
    expect(problem).toContain('VITE_SCHOOL_EMAIL is not an e-mail address: "info"');
    expect(problem).toContain('VITE_PARTNER_TRAINING_URL is not an http(s) address');
    expect(problem).not.toContain('VITE_PARTNER_SCHOOL_URL');
  });

  it('takes the payment provider’s origins when given, and names a list with anything but origins', () => {
    const origins = 'https://pay.provider.example, https://3ds.bank.example/';
    expect(
      buildConfigProblem({ ...COMPLETE, VITE_PAYMENT_PROVIDER_ORIGINS: origins }, 'production'),
    ).toBeNull();
    const problem = buildConfigProblem(
      {
        ...COMPLETE,
        VITE_PAYMENT_PROVIDER_ORIGINS: 'https://pay.provider.example/checkout,javascript:alert(1)',
      },
      'production',
    );
    expect(problem).toContain(
      'VITE_PAYMENT_PROVIDER_ORIGINS is not a comma-separated list of http(s) origins',
    );
  });

  it('takes the partners’ logo images as http(s) addresses or paths on the cabinet, and names any other', () => {
    expect(
      buildConfigProblem(
        {
          ...COMPLETE,
          VITE_PARTNER_SCHOOL_LOGO_URL: 'https://school.example/logo.svg',
          VITE_PARTNER_TRAINING_LOGO_URL: '/media/partners/training.svg',
        },
        'production',
      ),
    ).toBeNull();
    const problem = buildConfigProblem(
      {
        ...COMPLETE,
        VITE_PARTNER_SCHOOL_LOGO_URL: 'javascript:alert(1)',
        VITE_PARTNER_TRAINING_LOGO_URL: '//elsewhere.example/logo.svg',
      },
      'production',
    );
    expect(problem).toContain(
      'VITE_PARTNER_SCHOOL_LOGO_URL is not an http(s) address or a path on the cabinet (/…): "javascript:alert(1)"',
    );
    expect(problem).toContain('VITE_PARTNER_TRAINING_LOGO_URL is not an http(s) address');
  });
});
