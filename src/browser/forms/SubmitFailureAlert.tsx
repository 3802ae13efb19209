import type { ReactNode } from 'react';
import classes from './SubmitFailureAlert.module.css';

export interface SubmitFailureAlertProps {
  /** What failed, e.g. "We could not send your message." */
  children: ReactNode;
  /** The company's e-mail (site.contact.email), offered as a way round the failure. */
  email: string;
}

/**
 * Tells the visitor that sending failed, right where they are looking, and offers the e-mail
 * address instead. role="alert" makes screen readers announce it. What they typed stays in the form.
 */
export function SubmitFailureAlert({ children, email }: SubmitFailureAlertProps) {
  return (
    <div role="alert" className={classes.alert}>
      {children} Please try again in a moment, or e-mail us at{' '}
      <a href={`mailto:${email}`} className={classes.link}>
        {email}
      </a>
      .
    </div>
  );
}
