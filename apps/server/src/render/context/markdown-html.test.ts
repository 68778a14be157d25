import { describe, expect, it } from 'vitest'
import { markdownHtml } from './markdown-html.js'

/** The HTML without the line breaks between tags, so expectations read like the markup. */
const render = (source: string) => markdownHtml(source).replace(/\n(?=<)|(?<=>)\n/g, '')

describe('markdownHtml: the common constructs', () => {
  it.each([
    [
      'ATX headings, all six levels',
      '# One\n### Three\n###### Six',
      '<h1>One</h1><h3>Three</h3><h6>Six</h6>',
    ],
    ['setext headings', 'Title\n=====\nSub\n---', '<h1>Title</h1><h2>Sub</h2>'],
    ['emphasis', '*soft* and _soft_', '<p><em>soft</em> and <em>soft</em></p>'],
    ['strong', '**bold** and __bold__', '<p><strong>bold</strong> and <strong>bold</strong></p>'],
    ['strong inside emphasis', '*a **b** c*', '<p><em>a <strong>b</strong> c</em></p>'],
    [
      'links with titles',
      '[Journal](/journal "Read it") and [Shop](https://shop.example/cups)',
      '<p><a href="/journal" title="Read it">Journal</a> and <a href="https://shop.example/cups">Shop</a></p>',
    ],
    [
      'images',
      '![A teapot](/files/teapot.jpg "Kyusu")',
      '<p><img src="/files/teapot.jpg" alt="A teapot" title="Kyusu"></p>',
    ],
    ['ordered lists', '3. three\n4. four', '<ol start="3"><li>three</li><li>four</li></ol>'],
    ['unordered lists', '- grind\n- pour', '<ul><li>grind</li><li>pour</li></ul>'],
    [
      'nested lists',
      '1. beans\n   - light\n   - dark\n2. water',
      '<ol><li>beans<ul><li>light</li><li>dark</li></ul></li><li>water</li></ol>',
    ],
    ['code spans', 'Run `npm start` now', '<p>Run <code>npm start</code> now</p>'],
    [
      'fenced code, escaped',
      '```ts\nif (a < b) go()\n```',
      '<pre><code class="language-ts">if (a &lt; b) go()</code></pre>',
    ],
    [
      'blockquotes over lines',
      '> Slow coffee\n> is good',
      '<blockquote><p>Slow coffee\nis good</p></blockquote>',
    ],
    ['horizontal rules', 'above\n\n***\n\nbelow', '<p>above</p><hr><p>below</p>'],
    ['hard line breaks', 'one  \ntwo\\\nthree', '<p>one<br>two<br>three</p>'],
    [
      'tables',
      '| Cup | Price |\n| --- | ---: |\n| Mug | 32 |',
      '<table><thead><tr><th>Cup</th><th style="text-align:right">Price</th></tr></thead>' +
        '<tbody><tr><td>Mug</td><td style="text-align:right">32</td></tr></tbody></table>',
    ],
    [
      'backslash escapes',
      '\\*not emphasis\\* and \\# not a heading',
      '<p>*not emphasis* and # not a heading</p>',
    ],
    [
      'autolinks, bracketed and bare',
      '<https://atelier.example> or https://shop.example/tea',
      '<p><a href="https://atelier.example">https://atelier.example</a> or ' +
        '<a href="https://shop.example/tea">https://shop.example/tea</a></p>',
    ],
  ])('%s', (_construct, source, html) => {
    expect(render(source)).toBe(html)
  })

  it('keeps paragraphs apart and soft breaks inside one', () => {
    expect(markdownHtml('one\ntwo\n\nthree')).toBe('<p>one\ntwo</p>\n<p>three</p>')
  })
})

describe('markdownHtml: owner markdown never runs script', () => {
  it('prints raw HTML as text', () => {
    expect(render('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>Hi &lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(render('<a href="javascript:alert(1)">x</a>')).not.toContain('<a')
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java%73cript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    '![x](javascript:alert(1))',
    '[x]: javascript:alert(1)\n\n[x]',
    '<javascript:alert(1)>',
    '[x](file:///etc/passwd)',
  ])('keeps %s as text, with no link or image', (source) => {
    const html = markdownHtml(source)
    expect(html).not.toMatch(/<a |<img /)
    expect(html).not.toMatch(/href=|src=/)
  })

  it('escapes quotes in targets, titles and text', () => {
    expect(render('[a"b](/x?q="y" "t\\"itle")')).toBe(
      '<p><a href="/x?q=%22y%22" title="t&quot;itle">a&quot;b</a></p>',
    )
  })

  it('keeps mail and phone links and site paths', () => {
    expect(render('[Mail](mailto:ada@example.com) [Call](tel:+15551234) [Up](../about)')).toBe(
      '<p><a href="mailto:ada@example.com">Mail</a> <a href="tel:+15551234">Call</a> ' +
        '<a href="../about">Up</a></p>',
    )
  })
})
