// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHandbookHtml } from './sanitize-html';

describe('sanitizeHandbookHtml', () => {
  it('keeps text formatting, lists and tables', () => {
    const html =
      '<h3>Structure</h3><p><strong>Warm</strong>-<em>up</em></p><ol><li>One</li></ol>' +
      '<table><tbody><tr><td>A</td></tr></tbody></table>';
    expect(sanitizeHandbookHtml(html)).toBe(html);
  });

  it('strips scripts and their content', () => {
    const clean = sanitizeHandbookHtml('<p>Hi</p><script>alert(1)</script>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('strips event handlers', () => {
    const clean = sanitizeHandbookHtml('<p onclick="alert(1)">Hi</p><img src="x" onerror="alert(1)">');
    expect(clean).toBe('<p>Hi</p>');
    expect(clean).not.toMatch(/onerror|onclick|<img/);
  });

  it('strips javascript: links, styles, frames and forms', () => {
    const clean = sanitizeHandbookHtml(
      '<a href="javascript:alert(1)">x</a><p style="position:fixed">y</p>' +
        '<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form>' +
        '<svg><script>alert(1)</script></svg>',
    );
    expect(clean).not.toMatch(/javascript|style=|iframe|form|input|svg|script/i);
    expect(clean).toContain('<p>y</p>');
  });

  it('opens outside links in a new tab, safely', () => {
    const clean = sanitizeHandbookHtml('<a href="https://docs.example.org/x" target="_self">Doc</a>');
    expect(clean).toBe(
      '<a href="https://docs.example.org/x" target="_blank" rel="noopener noreferrer">Doc</a>',
    );
  });
});
