import { describe, expect, it } from 'vitest';
import { linkedTitleHtml, taskTitleHtml } from './sanitize';

describe('taskTitleHtml', () => {
  it('writes a title without a link as sanitize-html would, without parsing it', () => {
    const titles = [
      'Task 1 of Milestone 1: market plan',
      `Bob's "quote" <b>bold</b> & co`,
      'a > b < c && d',
      '&amp; &lt;already&gt; &#39;escaped&#39; &nbsp;',
      '<script>alert(1)</script><img src=x onerror=alert(1)>',
      '[not a link] (nor this) [x] (y)',
      'emoji 😀 é ñ — “curly” ‘quotes’',
      '<!-- comment --> <![CDATA[x]]> </p>',
      'tab\tand\nnewline',
    ];
    for (const t of titles) expect(taskTitleHtml(t), t).toBe(linkedTitleHtml(t));
  });

  it('makes safe links and escapes the rest', () => {
    expect(taskTitleHtml('see [site](https://x.org) & [bad](javascript:alert(1))')).toBe(
      'see <a href="https://x.org" target="_blank" rel="noopener noreferrer">site</a> &amp; [bad](javascript:alert(1))',
    );
  });
});
