import type { ChangeEvent } from 'react';
import classes from './HoneypotField.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A 'website' field that people never see or reach (off-screen, aria-hidden, out of the tab
 * order, no autofill) but form-filling bots do. The API accepts a filled one with 200 and
 * stores nothing, so a bot learns nothing.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
      </label>
    </div>
  );
}
