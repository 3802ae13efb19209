// Mantine's stylesheets style the native fields and button (NativeTextField, NativeSubmitButton render
// Mantine's markup); none of Mantine's component code ships with this island.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { IntroParagraphs } from '../../components/Paragraphs';
import { emptyContactForm, toContactQuery, type ContactFormValues } from '../../forms/contact-query';
import fieldClasses from '../../forms/fields.module.css';
import { HoneypotField } from '../../forms/HoneypotField';
import { NativeSubmitButton } from '../../forms/NativeSubmitButton';
import { NativeTextField } from '../../forms/NativeTextField';
import { SubmitFailureAlert } from '../../forms/SubmitFailureAlert';
import { useFormFields } from '../../forms/use-form-fields';
import { useLeadSubmission } from '../../forms/use-lead-submission';
import { useOnDemand } from '../../forms/use-on-demand';
import { contactFormAction, leadEndpoint } from '../../forms/api-base';
import type { BlockProps } from '../block-types';
import classes from './Form.module.css';

/** The success popup (Mantine's Modal): fetched when the first reply arrives. */
const ReplyModal = lazy(() => import('./ReplyModal'));

/** The schema's rules: the bulk of the form's code, fetched when the visitor first reaches the form. */
const loadContactFormErrors = () => import('../../forms/contact-form-errors').then((m) => m.contactFormErrors);

/** Shown when a 2xx reply carries no message of its own. */
const FALLBACK_REPLY = 'Thank you. We have received your query and will get back to you soon.';

/**
 * The contact form: Name, Email address, Message. Rules come from the generated schema validator
 * and show next to each field. Success clears the form and shows the server's message in a popup;
 * failure is logged (the spec's wording) and shown inline with the company e-mail, keeping input.
 */
export function Form({ block, site }: BlockProps<'form'>) {
  const { submitLabel, successTitle, messageHeightPx } = block;
  const headingId = useId();
  const [reply, setReply] = useState<string | null>(null);
  const [replied, setReplied] = useState(false);
  const submission = useLeadSubmission(leadEndpoint(site), 'Failed to submit the form');
  const form = useFormFields<ContactFormValues>(emptyContactForm);
  const rules = useOnDemand(loadContactFormErrors);

  const fieldId = useId();
  /** What every text field takes from the form: its name, id, value, message and handlers. */
  const field = (name: Exclude<keyof ContactFormValues, 'website'>) => ({
    id: `${fieldId}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: form.onChange(name),
    inputRef: form.ref(name),
    inputClassName: fieldClasses.input,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values } = form;
    // Rules that cannot load (offline) leave the check to the server, whose refusal the form shows.
    const errors = await rules.get().then(
      (contactFormErrors) => contactFormErrors(values),
      () => ({}),
    );
    form.showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const result = await submission.submit(toContactQuery(values));
    if (!result) return;
    form.reset();
    setReplied(true);
    setReply(result.message ?? FALLBACK_REPLY);
  };

  return (
    <BlockSection
      anchor={block.anchor}
      background={block.background}
      heading={block.heading && <BlockHeading id={headingId}>{block.heading}</BlockHeading>}
      intro={<IntroParagraphs paragraphs={block.intro} />}
    >
      {/* A real form: without a script the browser posts it to the server, which answers with a page. */}
      <form
        method="post"
        action={contactFormAction(site)}
        className={classes.form}
        onSubmit={(event) => void handleSubmit(event)}
        onFocus={rules.warm}
        noValidate
        aria-labelledby={block.heading ? headingId : undefined}
      >
        <NativeTextField {...field('name')} kind="TextInput" label="Name" required autoComplete="name" />
        <NativeTextField
          {...field('email')}
          kind="TextInput"
          label="Email address"
          type="email"
          required
          autoComplete="email"
        />
        <NativeTextField
          {...field('message')}
          kind="Textarea"
          label="Message"
          required
          inputStyle={{ height: messageHeightPx }}
        />
        <HoneypotField value={form.values.website} onChange={form.onChange('website')} />
        {submission.failed && (
          <SubmitFailureAlert email={site.contact.email}>We could not send your message.</SubmitFailureAlert>
        )}
        <div>
          <NativeSubmitButton loading={submission.sending} variant={block.background === 'brand' ? 'white' : 'filled'}>
            {submitLabel}
          </NativeSubmitButton>
        </div>
      </form>
      {replied && (
        <Suspense fallback={null}>
          <ReplyModal title={successTitle} message={reply} onClose={() => setReply(null)} />
        </Suspense>
      )}
    </BlockSection>
  );
}
