/**
 * The route table of the spec (section 2), restated on purpose: the suite checks the site against
 * the spec, not against whatever pages/ happens to contain. Plus the software-products page, whose
 * route the spec leaves open.
 */
export const specRoutes = [
  '/',
  '/homeabout',
  '/about',
  '/customer',
  '/industries',
  '/contact',
  '/policies',
  '/conditions',
  '/blogs',
  '/careers',
  '/careers/current-openings',
  '/product',
  '/product/smart-robotic-details',
  '/product/truck-loading-details',
  '/product/iiot-analytics-details',
  '/product/material-mangement-details',
  '/product/smart-conveying-details',
  '/product/conveying-details',
  '/product/software-products',
  '/solutions',
  '/solutions/InlineStorageDetails',
  '/solutions/PackagingDetails',
  '/solutions/PalletizingDetails',
  '/solutions/TrackTraceDetails',
  '/solutions/TruckDetails',
  '/solutions/WeightRejectDetails',
] as const;

/** Addresses that must land on the not-found page (the second is linked from Home on purpose). */
export const unknownRoutes = ['/no-such-page', '/solutions/PickPlaceDetails'] as const;

export const notFoundText = 'Ooops!!! The page you are looking for is not found';

/** Optional `BROWSER_ROUTES=/,/about` narrows the per-route tests while developing. */
export function routesUnderTest(): readonly string[] {
  const only = process.env.BROWSER_ROUTES?.split(',').map((route) => route.trim());
  return only ? specRoutes.filter((route) => only.includes(route)) : specRoutes;
}
