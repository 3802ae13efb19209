import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { newPageRouteProblem } from './new-page-route';

describe('newPageRouteProblem', () => {
  it.each(['/product/vacuum-grippers', '/solutions/PalletizingDetails', '/careers/current_openings', '/v2.0'])(
    'accepts %s',
    (route) => {
      expect(newPageRouteProblem(route)).toBeUndefined();
    },
  );

  it.each([
    [NOT_FOUND_ROUTE, `'${NOT_FOUND_ROUTE}' is the not-found page's route`],
    ['/', "'/' is the home page's route"],
    ['product/vacuum-grippers', "does not start with '/' (did you mean '/product/vacuum-grippers'?)"],
    ['/product/vacuum-grippers/', "ends with '/' (did you mean '/product/vacuum-grippers'?)"],
    ['/product/vacuum grippers', "contains a space (did you mean '/product/vacuum-grippers'?)"],
    ['/product/../../etc/x', "has a '.' or '..' part"],
    ['/product/./x', "has a '.' or '..' part"],
    ['/product//x', "has an empty part ('//')"],
    ['/produkt/grüße', 'a character other than letters, digits'],
    ['/product/x?ref=1', 'a character other than letters, digits'],
  ])('refuses %s, saying why and what is allowed', (route, why) => {
    const problem = newPageRouteProblem(route);
    expect(problem).toContain(why);
    expect(problem).toMatch(/: a route starts with '\/' and has one or more parts of letters, digits/);
  });

  it('refuses a route whose file could not be a route, naming the file to use', () => {
    expect(newPageRouteProblem('/product/index')).toBe(
      "'/product/index' would be the file pages/product/index.json, which cannot be a route: only pages/index.json is an index page; name this file pages/product.json for the route '/product'",
    );
  });
});
