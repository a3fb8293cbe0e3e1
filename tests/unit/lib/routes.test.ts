import { describe, expect, it } from 'vitest';
import { routeName } from '@/lib/routes';

describe('routeName', () => {
  it('joins page and locale as the specification names routes', () => {
    expect(routeName('faq', 'de')).toBe('faq___de');
    expect(routeName('index', 'en')).toBe('index___en');
    expect(routeName('privacy-policy', 'jp')).toBe('privacy-policy___jp');
  });
});
