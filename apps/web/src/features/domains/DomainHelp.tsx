import { Button, Card, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHelp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { DOMAIN_CALLS, domainEnquiryBody } from '@stallfront/shared/domains';
import { callApi } from '../../api/client';
import { useSession } from '../../app/session/use-session';
import { showCallError } from '../../ui/form-errors';
import { notifySuccess } from '../../ui/notify';

/** "Need help with your domain?": a request to the platform team (POST /store/domain_enquiry). */
export function DomainHelp({ domain }: { domain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="domain-help-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id="domain-help-title">
            Need help?
          </Title>
          <Text size="sm" c="dimmed">
            Not sure where to add the records, or want us to set your domain up? Ask our team.
          </Text>
        </div>
        <Button variant="light" leftSection={<IconHelp size={16} />} onClick={() => setOpen(true)}>
          Ask for help
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Help with your domain" centered>
        {open && <HelpForm domain={domain} onDone={() => setOpen(false)} />}
      </Modal>
    </Card>
  );
}

function HelpForm({ domain, onDone }: { domain: string; onDone: () => void }) {
  const { store } = useSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: store?.data.company_details?.name ?? store?.data.name ?? '',
      email: store?.data.email ?? '',
      phone: '',
      domain,
      message: '',
    },
    validate: zod4Resolver(domainEnquiryBody),
  });
  const send = useMutation({
    mutationFn: (values: typeof form.values) => callApi(DOMAIN_CALLS.enquiry, values),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput label="Your name" required {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
        <TextInput label="Phone (optional)" type="tel" {...form.getInputProps('phone')} />
        <TextInput label="Domain (optional)" placeholder="shop.yourbrand.com" {...form.getInputProps('domain')} />
        <Textarea label="How can we help?" required autosize minRows={3} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
