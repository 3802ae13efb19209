import { lazy, Suspense } from 'react';
import { BlockImage } from '../../images/ResponsiveImage';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs, PlainParagraphs } from '../../components/Paragraphs';
import { BulletList } from '../../components/BulletList';
import buttonClasses from '../../links/button.module.css';
import { LinkButton } from '../../links/LinkButton';
import { brochureDetailsPage } from '../../download/brochure-details-page';
import { useBriefMessage } from '../../download/use-brief-message';
import { useDownloadGate } from '../../download/use-download-gate';
import type { BlockOf, BlockProps } from '../block-types';
import classes from './DownloadList.module.css';

/** The details form with Mantine's Modal and form code: fetched on the first Download that needs it. */
const loadBrochureModal = () => import('./BrochureModal');
const BrochureModal = lazy(loadBrochureModal);

/** Said when the server accepts the details but its reply carries no message of its own. */
const FALLBACK_THANKS = 'Thank you. Your brochure is downloading.';

/** Starts fetching the details form when a visitor points at or focuses a Download button. */
function preloadBrochureModal() {
  void loadBrochureModal();
}

type Product = BlockOf<'downloadList'>['items'][number];

/** The Demo button always opens the external demo in a new tab, named for its product. */
function demoLink(demo: NonNullable<Product['demo']>, productTitle: string) {
  return {
    ...demo,
    newTab: true,
    ariaLabel: demo.ariaLabel ?? `${demo.label}: ${productTitle} (opens in a new tab)`,
  };
}

/**
 * Products with their brochure: image, description, key figures, bullets, a Download button and,
 * where the data has one, a Demo button. The first download asks for the visitor's details.
 */
export function DownloadList({ block, site, index }: BlockProps<'downloadList'>) {
  const gate = useDownloadGate(site.downloadFileName);
  const thanks = useBriefMessage();
  const completeDownload = (message: string | undefined) => {
    gate.completeDownload();
    thanks.show(message || FALLBACK_THANKS);
  };
  const pendingProduct = block.items.find((item) => item.brochure === gate.pendingBrochure);
  // Product names sit under the block's h2, or are the h2s themselves: headings never skip a level.
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
    >
      {/* Without a script a Download button submits its brochure (?file=) to the server's details
          page; with one, the island asks for the details in a popup instead. (A button in a form
          submits it: no `type` needed.) */}
      <form method="get" action={brochureDetailsPage(site)}>
        <ul className={classes.list}>
          {block.items.map((product) => (
            <li key={product.id} className={classes.product}>
              {product.image && <BlockImage image={product.image} index={index} className={classes.image} />}
              <div>
                <Title className={classes.title}>{product.title}</Title>
                <PlainParagraphs paragraphs={product.description} />
                {product.figures && product.figures.length > 0 && (
                  <dl className={classes.figures}>
                    {product.figures.map((figure) => (
                      <div key={figure.label} className={classes.figure}>
                        <dt className={classes.figureLabel}>{figure.label}</dt>
                        <dd className={classes.figureValue}>{figure.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {product.bullets && <BulletList items={product.bullets} />}
                <div className={classes.actions}>
                  <button
                    name="file"
                    value={product.brochure}
                    className={buttonClasses.button}
                    onClick={(event) => {
                      event.preventDefault();
                      gate.requestDownload(product.brochure);
                    }}
                    onPointerEnter={preloadBrochureModal}
                    onFocus={preloadBrochureModal}
                    aria-label={`Download ${product.title} brochure (PDF)`}
                    data-variant={block.background === 'brand' ? 'white' : 'filled'}
                  >
                    Download
                  </button>
                  {product.demo && (
                    <LinkButton
                      link={demoLink(product.demo, product.title)}
                      background={block.background}
                      variant="outline"
                    />
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </form>
      {gate.detailsRequested && (
        <Suspense fallback={null}>
          <BrochureModal
            brochure={gate.pendingBrochure}
            productTitle={pendingProduct?.title}
            site={site}
            onSubmitted={completeDownload}
            onClose={gate.dismiss}
          />
        </Suspense>
      )}
      {/* Outside the modal, which closes at once; rendered empty from the start so screen readers
          announce the message when it appears. */}
      <p role="status" className={classes.thanks} data-shown={thanks.message !== null || undefined}>
        {thanks.message}
      </p>
    </BlockSection>
  );
}
