import { describe, expect, it } from 'vitest';
import { externalHref } from './links';

describe('links clicked in the admin', () => {
  it('open web links as they are and the site’s own pages on the configured server', () => {
    expect(externalHref('https://www.flynnvt.org/tickets', null)).toBe('https://www.flynnvt.org/tickets');
    expect(externalHref('/whitesell-brothers-quartet', 'https://jazz.example')).toBe(
      'https://jazz.example/whitesell-brothers-quartet',
    );
    expect(externalHref('/cannonball-quintet?x=1', 'http://127.0.0.1:3000/')).toBe(
      'http://127.0.0.1:3000/cannonball-quintet?x=1',
    );
  });

  it('leave in-app links and anything else alone', () => {
    for (const href of ['#/admin-panel/view-events', 'mailto:a@b.c', 'javascript:alert(1)', '//evil.example/x', 'x'])
      expect(externalHref(href, 'https://jazz.example')).toBeNull();
    expect(externalHref('/whitesell-brothers-quartet', null)).toBeNull();
  });
});
