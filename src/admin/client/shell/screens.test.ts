import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref } from './screens';

describe('admin routes', () => {
  it('reads the screen and the reviewed draft from the hash, and writes them back', () => {
    expect(parseRoute('')).toEqual({ screen: 'drafts' });
    expect(parseRoute('#history')).toEqual({ screen: 'history' });
    expect(parseRoute('#nonsense')).toEqual({ screen: 'drafts' });
    const route = { screen: 'review' as const, branch: 'drafts/asha-about' };
    expect(routeHref(route)).toBe('#review/drafts%2Fasha-about');
    expect(parseRoute(routeHref(route))).toEqual(route);
    expect(parseRoute('#review/%E0%A4%A')).toEqual({ screen: 'review' });
  });
});
