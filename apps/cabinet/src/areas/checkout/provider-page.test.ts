import { describe, expect, it } from 'vitest';
import { trustedProviderPage } from './provider-page';

const TRUSTED = ['https://pay.provider.example', 'http://127.0.0.1:4010/'];

describe('the payment provider’s page the checkout opens', () => {
  it('opens a page on a trusted origin', () => {
    expect(trustedProviderPage('https://pay.provider.example/checkout/abc?lang=uk', TRUSTED)).toBe(
      'https://pay.provider.example/checkout/abc?lang=uk',
    );
    expect(trustedProviderPage('http://127.0.0.1:4010/__mock/provider/payments/1', TRUSTED)).toBe(
      'http://127.0.0.1:4010/__mock/provider/payments/1',
    );
  });

  it('refuses any other origin, look-alikes, other ports and schemes included', () => {
    for (const address of [
      'https://evil.example/pay',
      'https://pay.provider.example.evil.example/pay',
      'http://pay.provider.example/pay',
      'https://pay.provider.example:8443/pay',
      'http://127.0.0.1:4011/pay',
      'javascript:alert(1)',
      'data:text/html,<p>pay</p>',
      '/checkout/pay',
      '//evil.example/pay',
      '',
    ]) {
      expect(trustedProviderPage(address, TRUSTED), address).toBeNull();
    }
  });

  it('refuses everything when the build trusts no origin, and skips malformed entries', () => {
    expect(trustedProviderPage('https://pay.provider.example/x', [])).toBeNull();
    expect(trustedProviderPage('https://pay.provider.example/x', ['not an origin'])).toBeNull();
  });
});
