import type { BlockProps } from '../block-types';
import { imageLoadingProps, ResponsiveImage } from '../../images/ResponsiveImage';
import { LinkButton } from '../../links/LinkButton';
import { RichText } from '../../components/RichText';
import classes from './Banner.module.css';

/**
 * The page's top image with its <h1>. The mobile image (or, for a photo, its mobile crop around
 * the focus point) is a <picture> source, so the browser picks it before any JavaScript runs: the
 * first paint is right at every width and nothing shifts. An SVG without a mobile image stays on phones.
 */
export function Banner({ block, index }: BlockProps<'banner'>) {
  const { image, mobile } = block;
  return (
    <section id={block.anchor} className={classes.banner}>
      <ResponsiveImage
        image={image}
        narrow={mobile && { image: mobile.image, maxWidthPx: mobile.breakpointPx }}
        pictureClassName={classes.picture}
        className={classes.image}
        loading={imageLoadingProps(index)}
      />
      <div className={classes.content}>
        <div className={classes.inner}>
          <h1 className={classes.heading}>{block.heading}</h1>
          {block.text && (
            <RichText source={block.text} paragraph={(children) => <p className={classes.text}>{children}</p>} />
          )}
          {block.cta && <LinkButton link={block.cta} variant="white" size="md" />}
        </div>
      </div>
    </section>
  );
}
