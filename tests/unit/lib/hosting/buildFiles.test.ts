import { describe, expect, it } from 'vitest';
import { payloadUrl } from '@/lib/hosting/buildFiles';

describe('payloadUrl', () => {
  it('puts the payload under the page path with the build id as query', () => {
    expect(payloadUrl('/', 'b1')).toBe('/_payload.json?b1');
    expect(payloadUrl('/faq', 'b1')).toBe('/faq/_payload.json?b1');
    expect(payloadUrl('/de/faq/', 'b1')).toBe('/de/faq/_payload.json?b1');
  });

  it.each([
    'https://evil.example/faq',
    'http://localhost:3000/',
    '//evil.example/faq',
    '/\\evil.example',
    'javascript:alert(1)',
    'faq',
  ])('refuses %s', (url) => {
    expect(() => payloadUrl(url, 'b1')).toThrow(`Payload URL must not include hostname: ${url}`);
  });
});
