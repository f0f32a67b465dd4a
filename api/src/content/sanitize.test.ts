import { SEED_ARTICLES, SEED_NOTICES } from '../db/migrations/027_notices_articles';
import { sanitizeArticleHtml as clean } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps plain article markup as it is', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>x</strong> <em>y</em><br />z</p><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<blockquote>q</blockquote><p><a href="https://tronscan.org/">t</a><img src="/assets/news/1.webp" alt="one" /></p>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content, and every event or style attribute', () => {
    expect(clean('<p onclick="steal()" style="color:red">hi<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>hi</p>');
    expect(clean('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
    expect(clean('<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('links only to http(s) addresses and loads images only over http(s) or from this site', () => {
    expect(clean('<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="/verify">c</a>')).toBe(
      '<a>a</a><a>b</a><a>c</a>',
    );
    expect(clean('<a href="http://example.com/x?a=1&amp;b=2" target="_blank">d</a>')).toBe(
      '<a href="http://example.com/x?a=1&amp;b=2">d</a>',
    );
    expect(clean('<img src="javascript:alert(1)"><img src="data:image/png;base64,AA"><img src="//evil.example/x.png">')).toBe('');
    expect(clean('<img src="https://cdn.example/x.png">')).toBe('<img src="https://cdn.example/x.png" />');
  });

  it('keeps the text of markup outside the allow-list', () => {
    expect(clean('<table><tr><td>100,000u</td></tr></table><form><input value="v">f</form>')).toBe('100,000uf');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = clean('<p>1 < 2 & <b>3</b><a href="https://x.example">x</a></p>');
    expect(clean(once)).toBe(once);
  });

  it('leaves the seed as written (it uses only allowed markup)', () => {
    for (const texts of [...SEED_NOTICES, ...SEED_ARTICLES.map((a) => a.texts)])
      for (const { content } of Object.values(texts)) expect(clean(content)).toBe(content);
  });
});
