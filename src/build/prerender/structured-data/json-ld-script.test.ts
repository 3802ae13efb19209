import { describe, expect, it } from 'vitest';
import type { BlogPosting, WithContext } from 'schema-dts';
import { jsonLdScript } from './json-ld-script';

describe('jsonLdScript', () => {
  const data: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Stop </script><script>alert(1)</script> & <!-- here',
  };
  const script = jsonLdScript(data);

  it('is a data block, never a script that runs', () => {
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(script.endsWith('</script>')).toBe(true);
  });

  it('cannot be closed early by text inside it: < is written as \\u003c', () => {
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toContain('<');
    expect(inner).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(inner)).toEqual(data);
  });
});
