import { LinkButton } from '../../links/LinkButton';
import type { BlockProps } from '../block-types';
import classes from './NotFound.module.css';

/** The not-found message: a large status code, the message as the page's <h1>, and a way back. */
export function NotFound({ block }: BlockProps<'notFound'>) {
  return (
    <section className={classes.wrapper}>
      <p className={classes.code}>{block.code}</p>
      <h1 className={classes.message}>{block.message}</h1>
      <LinkButton link={block.link} size="md" />
    </section>
  );
}
