import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { BlockHeading, BlockSection } from '../../components/BlockSection';
import { emptyContactForm, toContactQuery, type ContactFormValues } from '../../forms/contact-query';
import fieldClasses from '../../forms/fields.module.css';
import { HoneypotField } from '../../forms/HoneypotField';
import { SubmitFailureAlert } from '../../forms/SubmitFailureAlert';
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
  const form = useForm<ContactFormValues>({ initialValues: emptyContactForm });
  const rules = useOnDemand(loadContactFormErrors);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    // Rules that cannot load (offline) leave the check to the server, whose refusal the form shows.
    const errors = await rules.get().then(
      (contactFormErrors) => contactFormErrors(values),
      () => ({}),
    );
    form.setErrors(errors);
    const firstInvalid = Object.keys(errors)[0] as keyof ContactFormValues | undefined;
    if (firstInvalid) {
      form.getInputNode(firstInvalid)?.focus();
      return;
    }
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
      intro={block.intro}
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
        <TextInput
          classNames={fieldClasses}
          label="Name"
          name="name"
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          classNames={fieldClasses}
          label="Email address"
          name="email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea
          classNames={fieldClasses}
          label="Message"
          name="message"
          required
          styles={{ input: { height: messageHeightPx } }}
          {...form.getInputProps('message')}
        />
        <HoneypotField
          value={form.values.website}
          onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
        />
        {submission.failed && (
          <SubmitFailureAlert email={site.contact.email}>We could not send your message.</SubmitFailureAlert>
        )}
        <div>
          <Button
            type="submit"
            loading={submission.sending}
            variant={block.background === 'brand' ? 'white' : 'filled'}
          >
            {submitLabel}
          </Button>
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
