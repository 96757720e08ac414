// Activity content leaves the server reduced to an allow-list of bare tags (the client sanitises it again).
import { expect, test } from 'vitest';
import { safeHtml } from '../src/services/promotions/safeHtml';

test('keeps the allowed tags without their attributes and drops scripts, styles and comments whole', () => {
  expect(safeHtml('<p class="x" onclick="steal()">Hi <b style="color:red">there</b></p>')).toBe(
    '<p>Hi <b>there</b></p>',
  );
  expect(safeHtml('a<script>alert(1)</script>b<style>p{}</style>c<!-- note -->d')).toBe('abcd');
  expect(safeHtml('<iframe src="https://x"></iframe><img src=x onerror=alert(1)>ok')).toBe('ok');
  expect(safeHtml('<svg><g onload=alert(1)></g></svg>text')).toBe('text');
});

test('links keep only an http(s) or same-site href and open safely', () => {
  expect(safeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(safeHtml("<a href='https://e.example/?a=1&b=2' onmouseover='x()'>y</a>")).toBe(
    '<a href="https://e.example/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">y</a>',
  );
  expect(safeHtml('<a href="/m/activity">z</a>')).toContain('href="/m/activity"');
  expect(safeHtml('<a href="//evil.example">w</a>')).toBe('<a>w</a>');
});

test('text is escaped; entities survive; broken or nested tricks stay text', () => {
  expect(safeHtml('1 < 2 & 3 > 2 &amp; T&amp;C "q"')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; T&amp;C &quot;q&quot;');
  expect(safeHtml('<img src=x onerror=alert(1)')).toBe('&lt;img src=x onerror=alert(1)');
  expect(safeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script|<img|onerror/i);
  expect(safeHtml('<p title="a>b">q</p>')).toBe('<p>q</p>');
});
