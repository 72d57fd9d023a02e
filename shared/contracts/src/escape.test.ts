import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml, escapeXml, textAsHtml } from './escape';
import { whereLine } from './shows';

const nasty = `Tom & "Jerry's" <b>`;

describe('one escaping helper per context', () => {
  it('escapes text between tags, a quoted attribute and XML each fully', () => {
    expect(escapeHtml(nasty)).toBe(`Tom &amp; "Jerry's" &lt;b&gt;`);
    expect(escapeAttribute(nasty)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
    expect(escapeXml(nasty)).toBe('Tom &amp; &quot;Jerry&apos;s&quot; &lt;b&gt;');
  });

  it('writes plain text as HTML keeping its line breaks and paragraphs', () => {
    expect(textAsHtml('One <a>\ntwo\n\nThree & four\r\n')).toBe('<p>One &lt;a&gt;<br>two</p><p>Three &amp; four</p>');
  });
});

describe('the "where" line of a show', () => {
  it('is the venue, the street address, then the town unless the address names it', () => {
    expect(whereLine({ venue: 'Flynn Space', address: '153 Main St', location: 'Burlington, VT' })).toBe(
      'Flynn Space, 153 Main St, Burlington, VT',
    );
    expect(
      whereLine({ venue: 'Flynn Space', address: '153 Main St, Burlington, VT 05401', location: 'Burlington, VT' }),
    ).toBe('Flynn Space, 153 Main St, Burlington, VT 05401');
    expect(whereLine({ venue: 'Café Müller', address: '', location: '' })).toBe('Café Müller');
  });
});
