import { Group, Radio, Select, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import {
  ADMIN_ANNOUNCEMENT_CALLS,
  ADMIN_NOTIFICATION_CALLS,
  announcementInput,
  type LinkType,
  type NoticeAudience,
  type NoticeKind,
  notificationInput,
} from '@stallfront/shared/panels';
import { PACKAGES } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { FormPage, type FormSection } from '../../ui/form-page';
import { notifySuccess } from '../../ui/notify';
import { noticeKeys } from './notice-queries';
import { StoreTargetSelect } from './StoreTargetSelect';

type ButtonValues = { name: string; link: string; link_type: LinkType };
type NoticeFormValues = {
  title: string;
  body: string;
  image: string;
  url: string;
  audience: NoticeAudience;
  package_id: string;
  store_id: string;
  pri_btn: ButtonValues;
  sec_btn: ButtonValues;
};

const NO_BUTTON: ButtonValues = { name: '', link: '', link_type: 'internal' };
const EMPTY: NoticeFormValues = {
  title: '',
  body: '',
  image: '',
  url: '',
  audience: 'all',
  package_id: '',
  store_id: '',
  pri_btn: NO_BUTTON,
  sec_btn: NO_BUTTON,
};

export const NOTICE_PATHS: Record<NoticeKind, string> = {
  notification: '/admin/notifications',
  announcement: '/admin/announcements',
};

const useNoticeForm = (kind: NoticeKind) =>
  useForm<NoticeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zod4Resolver(kind === 'announcement' ? announcementInput : notificationInput),
  });
type NoticeForm = ReturnType<typeof useNoticeForm>;

/** /admin/notifications/new and /admin/announcements/new: one form, announcements add two buttons. */
export function NoticeFormPage({ kind }: { kind: NoticeKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAnnouncement = kind === 'announcement';
  const form = useNoticeForm(kind);
  const onSubmit = async (values: NoticeFormValues) => {
    const { pri_btn, sec_btn, ...common } = values;
    const saved = isAnnouncement
      ? await callApi(ADMIN_ANNOUNCEMENT_CALLS.create, { ...common, pri_btn, sec_btn })
      : await callApi(ADMIN_NOTIFICATION_CALLS.create, common);
    notifySuccess(saved.message);
    await queryClient.invalidateQueries({ queryKey: noticeKeys.adminList(kind) });
    void navigate(NOTICE_PATHS[kind]);
  };
  const { audience } = form.getValues();

  const sections: FormSection[] = [
    {
      id: 'message',
      title: 'Message',
      content: (
        <Stack>
          <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
          <Textarea label="Message" required autosize minRows={3} maxLength={2000} {...form.getInputProps('body')} />
          <TextInput
            label="Image address"
            description="Optional: an https address of an image shown with the message"
            {...form.getInputProps('image')}
          />
          <TextInput
            label="Opens"
            description="Optional: where a click goes, a console path like /orders or a web address"
            {...form.getInputProps('url')}
          />
        </Stack>
      ),
    },
    ...(isAnnouncement
      ? [
          { id: 'pri_btn', title: 'Primary button', content: <ButtonFields form={form} which="pri_btn" /> },
          { id: 'sec_btn', title: 'Secondary button', content: <ButtonFields form={form} which="sec_btn" /> },
        ]
      : []),
    {
      id: 'audience',
      title: 'Send to',
      content: (
        <Stack>
          <Radio.Group {...form.getInputProps('audience')} label="Who receives it" required>
            <Group mt="xs">
              <Radio value="all" label="All stores" />
              <Radio value="package" label="Stores on a package" />
              <Radio value="store" label="One store" />
            </Group>
          </Radio.Group>
          {audience === 'package' && (
            <Select
              label="Package"
              required
              data={PACKAGES.map((p) => ({ value: p.id, label: p.name }))}
              {...form.getInputProps('package_id')}
            />
          )}
          {audience === 'store' && (
            <StoreTargetSelect
              value={form.getValues().store_id}
              onChange={(id) => form.setFieldValue('store_id', id)}
              error={form.errors.store_id as string | undefined}
            />
          )}
        </Stack>
      ),
    },
  ];

  return (
    <FormPage
      form={form}
      title={isAnnouncement ? 'Send announcement' : 'Send notification'}
      backTo={NOTICE_PATHS[kind]}
      backLabel={isAnnouncement ? 'Announcements' : 'Notifications'}
      onSubmit={onSubmit}
      sections={sections}
      saveLabel="Send"
      isNew
    />
  );
}

function ButtonFields({ form, which }: { form: NoticeForm; which: 'pri_btn' | 'sec_btn' }) {
  const type = form.getValues()[which].link_type;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Optional: leave both blank for no button.
      </Text>
      <TextInput label="Button text" maxLength={40} {...form.getInputProps(`${which}.name`)} />
      <SegmentedControl
        aria-label="Where the button goes"
        data={[
          { value: 'internal', label: 'Console page' },
          { value: 'external', label: 'Website' },
        ]}
        {...form.getInputProps(`${which}.link_type`)}
      />
      <TextInput
        label="Link"
        placeholder={type === 'internal' ? '/deployment/plans' : 'https://example.com'}
        {...form.getInputProps(`${which}.link`)}
      />
    </Stack>
  );
}
