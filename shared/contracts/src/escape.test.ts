import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml, escapeXml, textAsHtml } from './escape';

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
