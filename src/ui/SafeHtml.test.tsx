import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps markup but drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Hi <b>there</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(container.querySelector('b')?.textContent).toBe('there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
