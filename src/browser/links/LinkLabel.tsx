import classes from './LinkLabel.module.css';

/**
 * The content and label of a link whose visible label ("Read More") is shorter than its full name
 * ("Read more about our modular solutions"): the rest of the name is in the link as visually
 * hidden text instead of an aria-label, so screen readers and search engines (Lighthouse's
 * "link-text" audit reads the text, not aria-label) both get the descriptive name. A name that
 * does not start with the label stays an aria-label.
 */
export function linkLabelProps(label: string, fullName: string | undefined) {
  if (!fullName || fullName.trim().toLowerCase() === label.trim().toLowerCase()) return { children: label };
  if (!fullName.toLowerCase().startsWith(label.toLowerCase())) return { children: label, 'aria-label': fullName };
  const rest = fullName.slice(label.length);
  // A leading space goes outside the hidden span: name computation trims each element's own text.
  const gap = /^\s/.test(rest) ? ' ' : '';
  return {
    children: (
      <>
        {label}
        {gap}
        <span className={classes.hidden}>{rest.trimStart()}</span>
      </>
    ),
  };
}
