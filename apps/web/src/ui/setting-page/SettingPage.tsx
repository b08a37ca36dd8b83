import { Alert, Center, Loader } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useRef } from 'react';
import type { StoreSetting } from '@stallfront/shared/website';
import { callApi } from '../../api/client';
import { EditingNotice } from '../../features/editing/EditingNotice';
import { FormPage, type FormSection } from '../form-page';
import { notifySuccess } from '../notify';

export type SettingForm<Values> = UseFormReturnType<Values>;

export interface SettingPageProps<Values> {
  setting: StoreSetting;
  title: string;
  /** The values of a store that never saved it. */
  blank: Values;
  sections: (form: SettingForm<Values>) => FormSection[];
  /** Beside the form on a desktop, under it on a phone: a preview of what the shop shows. */
  aside?: (values: Values) => ReactNode;
}

const settingKey = (setting: StoreSetting) => ['store-setting', setting.key] as const;

/**
 * A screen for one of the store's settings (a `storeSetting` declaration): reads it, edits it in
 * a `FormPage` checked by the same schema as the server, and saves it whole.
 */
export function SettingPage<Values extends Record<string, unknown>>(props: SettingPageProps<Values>) {
  const { setting, title } = props;
  const { data, error } = useQuery({
    queryKey: settingKey(setting),
    queryFn: () => callApi(setting.calls.get, {}),
  });
  if (error)
    return (
      <Alert color="red" title={`The ${setting.noun} cannot be shown`}>
        {error.message}
      </Alert>
    );
  if (!data)
    return (
      <Center mih={240}>
        <Loader aria-label={`Loading ${title}`} />
      </Center>
    );
  return <SettingForm {...props} saved={(data.data as Values | null) ?? null} version={data.version} />;
}

function SettingForm<Values extends Record<string, unknown>>({
  setting,
  title,
  blank,
  sections,
  aside,
  saved,
  version,
}: SettingPageProps<Values> & { saved: Values | null; version: number }) {
  const queryClient = useQueryClient();
  // The version the form's values stand on: a refetch of the setting must not move it.
  const openedVersion = useRef(version);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: saved ?? blank,
    validate: zod4Resolver(setting.value),
  });
  const onSubmit = async (values: Values) => {
    const answer = await callApi(setting.calls.save, { ...values, version: openedVersion.current });
    openedVersion.current = answer.version;
    queryClient.setQueryData(settingKey(setting), { status: true, data: answer.data, version: answer.version });
    // The section hub's card says its state.
    void queryClient.invalidateQueries({ queryKey: ['store-setting', 'states'] });
    notifySuccess(`${setting.noun.charAt(0).toUpperCase()}${setting.noun.slice(1)} saved.`);
  };
  return (
    <FormPage
      form={form}
      title={title}
      onSubmit={onSubmit}
      sections={sections(form)}
      aside={aside?.(form.getValues())}
      isNew={saved === null}
      notice={<EditingNotice subject={`setting:${setting.key}`} what={`the ${setting.noun}`} />}
    />
  );
}
