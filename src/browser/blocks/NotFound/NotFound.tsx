import { LinkButton } from '../../links/LinkButton';
import { RichText } from '../../components/RichText';
import type { BlockProps } from '../block-types';
import classes from './NotFound.module.css';

/**
 * The not-found message: a large status code, the message as the page's <h1>, and a way back.
 * The message is one sentence; should it have more paragraphs, only the first is the heading.
 */
export function NotFound({ block }: BlockProps<'notFound'>) {
  return (
    <section className={classes.wrapper}>
      <p className={classes.code}>{block.code}</p>
      <RichText
        source={block.message}
        paragraph={(children, { index }) =>
          index === 0 ? <h1 className={classes.message}>{children}</h1> : <p>{children}</p>
        }
      />
      <LinkButton link={block.link} size="md" />
    </section>
  );
}
