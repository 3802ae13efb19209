/** `npm run build`: validates every page and writes the static site to dist/ (see src/build/prerender). */
import { countOf, describeImageWrite } from '../src/build/images/describe-image-write';
import { buildSite } from '../src/build/prerender/build-site';
import { describeFailure } from '../src/build/validation/invalid-pages-error';

const started = performance.now();
try {
  const { routes, images } = await buildSite();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: ${countOf(routes, 'page')} written to dist/ in ${seconds} s`);
  console.log(`build: ${describeImageWrite(images)}`);
} catch (error) {
  console.error(describeFailure(error));
  process.exitCode = 1;
}
