import { href, jsonForHtml, jsonScript, lines, markup, SafeHtml, trustedHtml } from './html';

describe('the markup template tag', () => {
  it('escapes every value placed into it, whatever it holds', () => {
    const name = "Cake $` $' $& </script> <b>\"x\"</b> 'y' &amp; \u2028 \u2029 end";
    expect(markup`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="Cake $&#96; $&#39; $&amp; &lt;/script&gt; &lt;b&gt;&quot;x&quot;&lt;/b&gt; &#39;y&#39; &amp;amp; &#8232; &#8233; end">' +
        'Cake $&#96; $&#39; $&amp; &lt;/script&gt; &lt;b&gt;&quot;x&quot;&lt;/b&gt; &#39;y&#39; &amp;amp; &#8232; &#8233; end</p>',
    );
    const inner = markup`<em>${'<i>'}</em>`;
    expect(markup`<p>${'a&b'}${inner}</p>`.toString()).toBe('<p>a&amp;b<em>&lt;i&gt;</em></p>');
  });

  it('cannot be given a string to pass as markup', () => {
    expect(() => new SafeHtml(Symbol('SafeHtml'), '<script>')).toThrow();
  });

  it('places markup made by it as it is, lists joined, nothing for null, undefined, false and empty text', () => {
    const item = (s: string) => markup`<li>${s}</li>`;
    expect(
      markup`<ul>
          ${['<a>', 'b'].map(item)}
        </ul>
        ${null}${undefined}${false}${''}${0}`.toString(),
    ).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>0');
    expect(markup`${trustedHtml('<hr>')}`.toString()).toBe('<hr>');
    // A string that looks like markup is still text.
    expect(markup`${'<hr>'}`.toString()).toBe('&lt;hr&gt;');
  });

  it('drops the source layout between tags and values, keeps one space inside running text', () => {
    const value = 'v';
    expect(
      markup`<p>
        <span>a</span>
        ${value}
        some words
        that go on
      </p>`.toString(),
    ).toBe('<p><span>a</span>vsome words that go on</p>');
    expect(markup`<p>Hosted by <strong>${value}</strong> today</p>`.toString()).toBe(
      '<p>Hosted by <strong>v</strong> today</p>',
    );
  });
});

describe('lines and href', () => {
  it('breaks lines with <br />, each line escaped', () => {
    expect(lines('a<b\nc&d').toString()).toBe('a&lt;b<br />c&amp;d');
  });

  it('lets only http(s) URLs into a link', () => {
    expect(href('https://potluck.example/a')).toBe('https://potluck.example/a');
    expect(href('javascript:alert(1)')).toBe('#');
    expect(markup`<a href="${href('https://x.example/?a=1&b="2"')}">`.toString()).toBe(
      '<a href="https://x.example/?a=1&amp;b=&quot;2&quot;">',
    );
  });
});

describe('jsonForHtml', () => {
  it('writes JSON no script element can be ended or changed by, that parses back to the same value', () => {
    const value = { a: '</script><!-- & > \u2028 \u2029 $`' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(jsonScript('data', value).toString()).toBe(`<script type="application/json" id="data">${json}</script>`);
  });
});
