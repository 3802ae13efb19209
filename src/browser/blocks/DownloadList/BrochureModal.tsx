import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Modal, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { IslandProviders } from '../../app/IslandProviders';
import {
  brochureFormErrors,
  emptyBrochureForm,
  toBrochureLead,
  type BrochureFormValues,
} from '../../forms/brochure-lead';
import fieldClasses from '../../forms/fields.module.css';
import { HoneypotField } from '../../forms/HoneypotField';
import { SubmitFailureAlert } from '../../forms/SubmitFailureAlert';
import type { ReceivedSite } from '../../../generated/received-types';
import { useLeadSubmission } from '../../forms/use-lead-submission';
import { leadEndpoint } from '../../forms/api-base';
import classes from './BrochureModal.module.css';

export interface BrochureModalProps {
  /** The brochure asked for; the modal is open while this is not null. */
  brochure: string | null;
  /** The product the brochure describes, named in the modal. */
  productTitle?: string;
  site: ReceivedSite;
  /** The server accepted the details: remember them, download, close, show the server's `message`. */
  onSubmitted: (message: string | undefined) => void;
  /** Closed without submitting: nothing is saved. */
  onClose: () => void;
}

/**
 * "Enter Your Details": Name (optional), Email, Mobile, asked once per browser before the first
 * brochure download. Mantine's Modal traps focus, closes on Escape and returns focus to the
 * Download button that opened it. A failed submission keeps the modal open with the input.
 * Loaded on demand (see DownloadList), so Modal and form code stay out of the first load; it brings
 * the Mantine providers the island itself does not need.
 */
export default function BrochureModal({ brochure, productTitle, site, onSubmitted, onClose }: BrochureModalProps) {
  // Opened one render after mounting: Mantine records the element to return focus to only when
  // `opened` changes, and this component mounts with a brochure already chosen.
  const mounted = useMounted();
  const submission = useLeadSubmission(leadEndpoint(site), 'Error submitting the form');
  const form = useForm<BrochureFormValues>({
    initialValues: emptyBrochureForm,
    validate: (values) => brochureFormErrors(values, brochure ?? ''),
  });

  const handleSubmit = form.onSubmit(
    async (values) => {
      if (brochure === null) return;
      const reply = await submission.submit(toBrochureLead(values, brochure));
      if (!reply) return;
      form.reset();
      onSubmitted(reply.message);
    },
    (errors) => form.getInputNode(Object.keys(errors)[0] as keyof BrochureFormValues)?.focus(),
  );

  const close = () => {
    submission.clearFailure();
    onClose();
  };

  return (
    <IslandProviders>
      <Modal
        opened={mounted && brochure !== null}
        onClose={close}
        title="Enter Your Details"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <form className={classes.modalForm} onSubmit={handleSubmit} noValidate>
          <p className={classes.modalIntro}>
            {productTitle ? `Your ${productTitle} brochure downloads` : 'Your brochure downloads'} as soon as you send
            your details. We ask only once.
          </p>
          <TextInput
            classNames={fieldClasses}
            label="Name"
            name="name"
            autoComplete="name"
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            classNames={fieldClasses}
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            classNames={fieldClasses}
            label="Mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            description="10 digits"
            {...form.getInputProps('mobile')}
          />
          <HoneypotField
            value={form.values.website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
          {submission.failed && (
            <SubmitFailureAlert email={site.contact.email}>
              We could not send your details, so the download has not started.
            </SubmitFailureAlert>
          )}
          <div className={classes.modalActions}>
            <Button type="submit" loading={submission.sending}>
              Submit
            </Button>
            <Button type="button" variant="default" onClick={close}>
              Close
            </Button>
          </div>
        </form>
      </Modal>
    </IslandProviders>
  );
}
