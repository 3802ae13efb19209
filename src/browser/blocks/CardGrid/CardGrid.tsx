import { BlockImage } from '../../images/ResponsiveImage';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs, Paragraphs } from '../../components/Paragraphs';
import { BulletList } from '../../components/BulletList';
import { RichText } from '../../components/RichText';
import { LinkButton } from '../../links/LinkButton';
import type { BlockOf, BlockProps } from '../block-types';
import { NoticeBox } from '../Notice/NoticeBox';
import classes from './CardGrid.module.css';

type Card = BlockOf<'cardGrid'>['cards'][number];
type Variant = BlockOf<'cardGrid'>['variant'];

/** Concept cards alternate between the two theme colours, starting with brand. */
export const alternatingTones = ['brand', 'accent'] as const;

/** The day and month on a blog card's image; a <time> when the build knows the full date (from a post). */
function DateBadge({ badge }: { badge: NonNullable<Card['dateBadge']> }) {
  const content = (
    <>
      <span className={classes.day}>{badge.day}</span>
      <span className={classes.month}>{badge.month}</span>
    </>
  );
  return badge.dateTime ? (
    <time className={classes.dateBadge} dateTime={badge.dateTime}>
      {content}
    </time>
  ) : (
    <span className={classes.dateBadge}>{content}</span>
  );
}

interface CardProps {
  card: Card;
  variant: Variant;
  /** The block's position on the page (image loading). */
  index: number;
  /** The card's position in the grid. */
  position: number;
  /** h3 under the grid's own h2; h2 when the grid has no heading (headings never skip a level). */
  titleTag: 'h2' | 'h3';
}

function GridCard({ card, variant, index, position, titleTag: Title }: CardProps) {
  const tone = variant === 'alternating' ? alternatingTones[position % alternatingTones.length] : undefined;
  return (
    <li className={classes.card} data-variant={variant} data-tone={tone}>
      {card.image && (
        <div className={classes.media}>
          <BlockImage image={card.image} index={index} className={classes.image} />
          {variant === 'blog' && card.dateBadge && <DateBadge badge={card.dateBadge} />}
        </div>
      )}
      <div className={classes.body}>
        {card.eyebrow && <p className={classes.eyebrow}>{card.eyebrow}</p>}
        <Title className={classes.title}>{card.title}</Title>
        {card.text && (
          <RichText source={card.text} paragraph={(children) => <p className={classes.text}>{children}</p>} />
        )}
        {card.bullets && <BulletList items={card.bullets} className={classes.bullets} />}
        {card.meta && card.meta.length > 0 && (
          <ul className={classes.meta}>
            {card.meta.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {card.link && (
          <div className={classes.action}>
            <LinkButton
              // A "Read More" is read out with the card's title, unless the author named the link.
              link={{ ...card.link, ariaLabel: card.link.ariaLabel ?? card.title }}
              variant={variant === 'alternating' ? 'white' : 'filled'}
            />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * A responsive grid of cards: 'plain', 'alternating' (backgrounds alternate between the brand
 * and accent colours, white text, both above 7:1) or 'blog' (image with a date badge, category,
 * meta line). Columns from the data on wide screens, fewer on narrow ones. A grid filled from a
 * collection that has nothing published shows its `whenEmpty` notice instead.
 */
export function CardGrid({ block, index }: BlockProps<'cardGrid'>) {
  const { columns, variant } = block;
  // Filled by the build when the grid queries a collection; a render outside the build may lack it.
  const cards = block.cards ?? [];
  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
    >
      {cards.length === 0 && block.whenEmpty ? (
        // What a collection's grid says when nothing is published ("No openings right now").
        <NoticeBox
          heading={block.whenEmpty.heading}
          headingLevel={block.heading ? 3 : 2}
          link={block.whenEmpty.link}
          role="status"
        >
          <Paragraphs paragraphs={[block.whenEmpty.text]} />
        </NoticeBox>
      ) : (
        cards.length > 0 && (
          <ul className={classes.grid} data-columns={columns}>
            {cards.map((card, position) => (
              <GridCard
                key={card.id}
                card={card}
                variant={variant}
                index={index}
                position={position}
                titleTag={block.heading ? 'h3' : 'h2'}
              />
            ))}
          </ul>
        )
      )}
      {block.seeAll && (
        <div className={classes.seeAll}>
          <LinkButton link={block.seeAll} background={block.background} variant="outline" />
        </div>
      )}
    </BlockSection>
  );
}
