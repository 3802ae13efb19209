/**
 * The SSR entry a full release build bundles and keeps (src/build/prerender/build-site.ts): the build
 * renders every route with `render` (page data baked in), and a later rebuild renders a changed page
 * with `renderRoute`, given page entries whose data is read from the project at that moment.
 */
export { pageRoutes, render, site } from '../../browser/entry-server';
export { renderRoute } from '../../browser/app/render-route';
