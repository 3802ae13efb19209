import classes from './BulletList.module.css';

export interface BulletListProps {
  items: readonly string[];
  className?: string;
}

/** Bullet points from page data, with a check mark drawn in CSS (no icon font). */
export function BulletList({ items, className }: BulletListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={[classes.list, className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <li key={i} className={classes.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
