import type { BlockProps } from '../block-types';
import { imageLoadingProps } from '../../components/BlockImage';
import { LinkButton } from '../../links/LinkButton';
import classes from './Banner.module.css';

/**
 * The page's top image with its <h1>. The mobile image is a <picture> source, so the browser
 * picks it before any JavaScript runs: the first paint is right at every width and nothing shifts.
 * Without a mobile image the desktop image stays on phones.
 */
export function Banner({ block, index }: BlockProps<'banner'>) {
  const { image, mobile } = block;
  return (
    <section id={block.anchor} className={classes.banner}>
      <picture className={classes.picture}>
        {mobile && (
          <source
            media={`(max-width: ${mobile.breakpointPx}px)`}
            srcSet={mobile.image.src}
            width={mobile.image.width}
            height={mobile.image.height}
          />
        )}
        <img
          className={classes.image}
          src={image.src}
          alt={image.decorative ? '' : image.alt}
          width={image.width}
          height={image.height}
          {...imageLoadingProps(index)}
        />
      </picture>
      <div className={classes.content}>
        <div className={classes.inner}>
          <h1 className={classes.heading}>{block.heading}</h1>
          {block.text && <p className={classes.text}>{block.text}</p>}
          {block.cta && <LinkButton link={block.cta} variant="white" size="md" />}
        </div>
      </div>
    </section>
  );
}
