import { describe, expect, it } from 'vitest';
import { countsAt } from '@/lib/analytics/placement';

describe('where visits count', () => {
  it('on the site’s own address only: a host’s preview of the same build counts nothing', () => {
    expect(countsAt('https://slimstart.app', 'https://slimstart.app')).toBe(true);
    // Firebase's channel, Netlify's draft, Cloudflare's preview branch: the same bytes, elsewhere.
    expect(countsAt('https://slimstart.app', 'https://slimstart-prod--mih3x9k0-a1b2c3-x1.web.app')).toBe(false);
    expect(countsAt('https://slimstart.app', 'https://66a1--slimstart.netlify.app')).toBe(false);
    expect(countsAt('https://slimstart.app', 'https://preview-mih3x9k0.slimstart.pages.dev')).toBe(false);
    expect(countsAt('https://slimstart.app', 'http://slimstart.app')).toBe(false);
    expect(countsAt(undefined, 'https://slimstart.app')).toBe(false);
  });

  it('wherever a build for this machine is served on loopback, whatever the port', () => {
    expect(countsAt('https://localhost:3000', 'http://localhost:4321')).toBe(true);
    expect(countsAt('https://localhost:3000', 'http://127.0.0.1:4321')).toBe(true);
    expect(countsAt('https://slimstart.app', 'http://localhost:4321')).toBe(false);
  });
});
