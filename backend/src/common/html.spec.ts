import { jsonForHtml, markup, jsonScript, trustedHtml } from './html';

describe('html', () => {
  it('escapes every value placed into it, whatever it holds', () => {
    const name = "Cake $` $' $& </script> <b>\"x\"</b> 'y' &amp;";
    expect(markup`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="Cake $` $&#39; $&amp; &lt;/script&gt; &lt;b&gt;&quot;x&quot;&lt;/b&gt; &#39;y&#39; &amp;amp;">' +
        'Cake $` $&#39; $&amp; &lt;/script&gt; &lt;b&gt;&quot;x&quot;&lt;/b&gt; &#39;y&#39; &amp;amp;</p>',
    );
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

describe('jsonForHtml', () => {
  it('writes JSON no script element can be ended or changed by, that parses back to the same value', () => {
    const value = { a: '</script><!-- & > \u2028 \u2029 $`' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(jsonScript('data', value).toString()).toBe(`<script type="application/json" id="data">${json}</script>`);
  });
});
