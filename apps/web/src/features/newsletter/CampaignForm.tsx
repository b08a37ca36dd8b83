import { Alert, Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import {
  type Campaign,
  type CampaignInput,
  campaignEditable,
  campaignInput,
  NEWSLETTER_CALLS,
} from '@stallfront/shared/newsletter';
import { callApi } from '../../api/client';
import { momentOf } from '../../ui/dates';
import { showCallError } from '../../ui/form-errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { ProductPicker } from '../../ui/resource-page/AttachPickers';
import { RichTextField } from '../../ui/RichTextField';
import { isoOfPicked, pickerValueOf } from '../coupons/coupon-dates';
import { countsOf } from './newsletter-columns';
import { newsletterKeys } from './newsletter-list';

type Values = Required<CampaignInput>;
const blank: Values = { subject: '', body: '', product_ids: [] };

/** The mail as subscribers will see it, drawn in a frame that runs nothing. */
function PreviewModal({ html, onClose }: { html: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Preview" size="xl">
      <iframe
        title="Campaign preview"
        srcDoc={html}
        sandbox=""
        style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)' }}
      />
    </Modal>
  );
}

/**
 * Writes a campaign (subject, rich text, product cards), previews it, tries it on one address and
 * sends it now or at a time. A campaign that is sending or sent shows its counts and its preview.
 */
export function CampaignForm({ campaign, onDone }: { campaign: Campaign | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const editable = campaign === null || campaignEditable(campaign.state);
  const [preview, setPreview] = useState<string | null>(null);
  const [testTo, setTestTo] = useState('');
  const [sendAt, setSendAt] = useState<string | null>(campaign?.send_at ?? null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: campaign
      ? { subject: campaign.subject, body: campaign.body, product_ids: campaign.product_ids }
      : blank,
    validate: zod4Resolver(campaignInput),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: newsletterKeys.campaigns() });
  /** Saves the form (adding the campaign when new) and answers its id. */
  const saved = async (values: Values) =>
    (campaign
      ? await callApi(NEWSLETTER_CALLS.updateCampaign, { ...values, _id: campaign._id })
      : await callApi(NEWSLETTER_CALLS.createCampaign, values)
    ).data._id;

  const save = useMutation({
    mutationFn: saved,
    onSuccess: async () => {
      notifySuccess('Campaign saved.');
      await refresh();
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const schedule = useMutation({
    mutationFn: async ({ values, at }: { values: Values; at: string | null }) =>
      callApi(NEWSLETTER_CALLS.scheduleCampaign, { _id: await saved(values), send_at: at }),
    onSuccess: async ({ data }) => {
      notifySuccess(data.send_at ? `The campaign goes ${momentOf(data.send_at)}.` : 'The campaign is on its way.');
      await refresh();
      onDone();
    },
    onError: (error) => showCallError(form, error),
  });
  const unschedule = useMutation({
    mutationFn: (id: string) => callApi(NEWSLETTER_CALLS.unscheduleCampaign, { _id: id }),
    onSuccess: async () => {
      notifySuccess('The campaign is a draft again.');
      await refresh();
      onDone();
    },
    onError: (error) => notifyError(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(NEWSLETTER_CALLS.removeCampaign, { _id: id }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await refresh();
      onDone();
    },
    onError: (error) => notifyError(error.message),
  });
  const showPreview = useMutation({
    mutationFn: (values: Values) => callApi(NEWSLETTER_CALLS.previewCampaign, values),
    onSuccess: ({ data }) => setPreview(data.html),
    onError: (error) => showCallError(form, error),
  });
  const test = useMutation({
    mutationFn: (values: Values) => callApi(NEWSLETTER_CALLS.testCampaign, { ...values, email: testTo }),
    onSuccess: ({ message }) => notifySuccess(message),
    onError: (error) => notifyError(error.message, 'The test was not sent'),
  });
  const checked = (run: (values: Values) => void) => () => {
    if (!form.validate().hasErrors) run(form.getValues());
  };
  const sendNow = () =>
    withModals((modals) =>
      modals.openConfirmModal({
        title: 'Send to every subscriber now?',
        children: <Text size="sm">Every confirmed subscriber gets it; a sent campaign cannot change.</Text>,
        labels: { confirm: 'Send now', cancel: 'Cancel' },
        onConfirm: () => schedule.mutate({ values: form.getValues(), at: null }),
      }),
    );
  const values = form.getValues();

  return (
    <Stack>
      {campaign && !editable && (
        <Alert
          color={campaign.state === 'sent' ? 'teal' : 'orange'}
          title={campaign.state === 'sent' ? 'Sent' : 'Sending'}
        >
          {countsOf(campaign)}
        </Alert>
      )}
      {campaign?.state === 'scheduled' && campaign.send_at && (
        <Alert color="blue" title="Scheduled">{`It goes ${momentOf(campaign.send_at)}.`}</Alert>
      )}
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="campaign">
        <Stack>
          <TextInput label="Subject" required disabled={!editable} data-autofocus {...form.getInputProps('subject')} />
          <RichTextField
            label="Text"
            value={values.body}
            disabled={!editable}
            onChange={(html) => form.setFieldValue('body', html)}
            error={form.errors.body}
          />
          {editable && (
            <ProductPicker
              label="Product cards"
              value={values.product_ids}
              onChange={(ids) => form.setFieldValue('product_ids', ids)}
              error={form.errors.product_ids}
              description="Shown under the text with their picture, name, price and a link"
              maxValues={12}
            />
          )}
          <Group justify="space-between">
            <Button variant="default" loading={showPreview.isPending} onClick={checked((v) => showPreview.mutate(v))}>
              Preview
            </Button>
            {editable && (
              <Button type="submit" loading={save.isPending}>
                Save draft
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {editable && (
        <>
          <Divider />
          <Title order={4}>Try it</Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Send a test to"
              type="email"
              placeholder="you@example.com"
              value={testTo}
              onChange={(e) => setTestTo(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button variant="default" loading={test.isPending} onClick={checked((v) => test.mutate(v))}>
              Send test
            </Button>
          </Group>
          <Divider />
          <Title order={4}>Send</Title>
          <Group align="flex-end" wrap="wrap">
            <DateTimePicker
              label="Send at"
              placeholder="Pick a day and time"
              valueFormat="MMM D, YYYY HH:mm"
              clearable
              minDate={new Date()}
              value={pickerValueOf(sendAt)}
              onChange={(picked) => setSendAt(isoOfPicked(picked))}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              variant="default"
              disabled={!sendAt}
              loading={schedule.isPending}
              onClick={checked((v) => schedule.mutate({ values: v, at: sendAt }))}
            >
              Schedule
            </Button>
            <Button color="teal" loading={schedule.isPending} onClick={checked(sendNow)}>
              Send now
            </Button>
          </Group>
          {campaign && (
            <Group justify="space-between">
              {campaign.state === 'scheduled' ? (
                <Button variant="subtle" onClick={() => unschedule.mutate(campaign._id)} loading={unschedule.isPending}>
                  Back to draft
                </Button>
              ) : (
                <span />
              )}
              <Button
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(campaign._id)}
                loading={remove.isPending}
              >
                Delete campaign
              </Button>
            </Group>
          )}
        </>
      )}
      {preview !== null && <PreviewModal html={preview} onClose={() => setPreview(null)} />}
    </Stack>
  );
}
