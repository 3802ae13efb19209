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
