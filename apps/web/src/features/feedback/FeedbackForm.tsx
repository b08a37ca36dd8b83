import { Alert, Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FEEDBACK_SEVERITIES, type FeedbackData, feedbackData, FEEDBACK_CALLS } from '@stallfront/shared/panels';
import { sendForm } from '../../api/upload';
import { AttachmentPicker } from './AttachmentPicker';

// No severity is null: Mantine's Select shows '' as the last choice typed.
type FeedbackValues = { title: string; severity: FeedbackData['severity'] | null; description: string };
const EMPTY: FeedbackValues = { title: '', severity: null, description: '' };

/**
 * The feedback form (spec sections 4 and 5): editing, then sending with the button disabled,
 * then a thank-you or the server's message under the form.
 */
export function FeedbackForm() {
  const [files, setFiles] = useState<File[]>([]);
  const client = useQueryClient();
  const form = useForm<FeedbackValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zod4Resolver(feedbackData),
  });
  const send = useMutation({
    mutationFn: (values: FeedbackValues) => {
      const body = new FormData();
      body.append('data', JSON.stringify(values));
      for (const file of files) body.append('attachments', file, file.name);
      return sendForm(FEEDBACK_CALLS.send, body);
    },
    onSuccess: () => {
      form.reset();
      setFiles([]);
      // The list under the form (SentFeedback) shows it at once.
      void client.invalidateQueries({ queryKey: ['feedbacks', 'sent'] });
    },
  });
  const sending = send.isPending;
  return (
    <form
      noValidate
      aria-label="Feedback"
      onSubmit={form.onSubmit((values) => {
        send.reset();
        send.mutate(values);
      })}
    >
      <Stack gap="md">
        <TextInput label="Subject" required maxLength={150} disabled={sending} {...form.getInputProps('title')} />
        <Select
          label="Severity"
          required
          placeholder="How much does it matter?"
          data={[...FEEDBACK_SEVERITIES]}
          disabled={sending}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('severity')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={4000}
          disabled={sending}
          {...form.getInputProps('description')}
        />
        <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
        <Button type="submit" loading={sending} disabled={sending}>
          Send feedback
        </Button>
        {send.isSuccess && (
          <Alert color="green" title="Thank you!" role="status">
            {send.data.message}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" title="Not sent" role="alert">
            {send.error.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
