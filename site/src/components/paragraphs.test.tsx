import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraphs, paragraphsOf } from './paragraphs';

describe('the owner’s plain text', () => {
  it('splits paragraphs on blank lines (also with spaces or CRLF), dropping empty ones', () => {
    expect(paragraphsOf('One\n\nTwo\r\n\r\nThree\n  \n\n\nFour\n')).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(paragraphsOf('   \n\n ')).toEqual([]);
  });

  it('renders each paragraph escaped, a single line break as <br>, never as HTML', () => {
    const html = renderToStaticMarkup(
      <Paragraphs text={'<img src=x onerror=alert(1)> & more\nnext line\n\n<script>bad()</script>'} className="x" />,
    );
    expect(html).toBe(
      '<p class="x">&lt;img src=x onerror=alert(1)&gt; &amp; more<br/>next line</p>' +
        '<p class="x">&lt;script&gt;bad()&lt;/script&gt;</p>',
    );
  });
});
