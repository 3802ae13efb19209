import { BlockSection } from '../../components/BlockSection';
import { BlockImage } from '../../images/ResponsiveImage';
import { LinkButton } from '../../links/LinkButton';
import type { BlockOf, BlockProps } from '../block-types';
import { RichText } from '../../components/RichText';
import classes from './Article.module.css';

type Fact = NonNullable<BlockOf<'article'>['facts']>[number];

/** A fact's value; a date in a <time> so browsers and search engines read it. */
function FactValue({ fact }: { fact: Fact }) {
  return fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : <>{fact.value}</>;
}

/**
 * A whole article (a blog post, a job opening): the page's h1, its facts as a definition list, the
 * cover image, the body from rich text and the links under it. Static: no JavaScript.
 */
export function Article({ block, index }: BlockProps<'article'>) {
  return (
    <BlockSection anchor={block.anchor} background="default">
      <article className={classes.article}>
        <header className={classes.header}>
          {block.eyebrow && <p className={classes.eyebrow}>{block.eyebrow}</p>}
          <h1 className={classes.heading}>{block.heading}</h1>
          {block.facts && block.facts.length > 0 && (
            <dl className={classes.facts}>
              {block.facts.map((fact) => (
                <div key={fact.label} className={classes.fact}>
                  <dt>{fact.label}</dt>
                  <dd>
                    <FactValue fact={fact} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </header>
        {block.image && <BlockImage image={block.image} index={index} className={classes.image} />}
        <div className={classes.body}>
          <RichText source={block.body} headings />
        </div>
        {block.links && block.links.length > 0 && (
          <ul className={classes.links}>
            {block.links.map((link, position) => (
              <li key={link.href}>
                <LinkButton link={link} variant={position === 0 ? 'filled' : 'outline'} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </BlockSection>
  );
}
