import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import {
  ACCOUNT_PROFILE_CALLS,
  type AccountProfile,
  twoFactorConfirmBody,
  twoFactorEnableBody,
} from '@stallfront/shared/account';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../../api/client';
import { FormSectionCard } from '../../../ui/form-page/FormSectionCard';
import { showCallError } from '../../../ui/form-errors';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { profileKeys } from './profile-queries';

type Setup = Awaited<ReturnType<typeof callApi<typeof ACCOUNT_PROFILE_CALLS.twoFactorSetup>>>['data'];

const useRefreshProfile = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
};

/** Scan, then prove it with the app's first code. */
function Enrol({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zod4Resolver(twoFactorEnableBody),
  });
  const enable = useMutation({
    mutationFn: (values: { code: string }) => callApi(ACCOUNT_PROFILE_CALLS.twoFactorEnable, values),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      onEnabled(answer.recovery_codes);
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => enable.mutate(values))}>
      <Stack gap="sm">
        <Text size="sm">
          1. Scan this code with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft
          Authenticator…).
        </Text>
        <Image src={setup.qr_code} alt="QR code for your authenticator app" w={180} h={180} fit="contain" />
        <Text size="sm" c="dimmed">
          Cannot scan? Enter this key in the app: <Code style={{ overflowWrap: 'anywhere' }}>{setup.secret}</Code>
        </Text>
        <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ten codes, shown once: only their hashes are kept. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const file = new Blob([`Stallfront recovery codes (each works once)\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'stallfront-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Alert variant="light" color="yellow" title="Save your recovery codes">
      <Stack gap="sm">
        <Text size="sm">
          If you lose your phone, sign in with one of these instead of a code. Each works once. They are shown only now.
        </Text>
        <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
          {codes.map((code) => (
            <Code key={code} data-recovery-code>
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button variant="default" onClick={download}>
            Download
          </Button>
          <Button onClick={onDone}>I have saved them</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** What asks for the password and a code again: turning two-step sign-in off, or new recovery codes. */
const CONFIRMED_ACTIONS = {
  turnOff: { call: ACCOUNT_PROFILE_CALLS.twoFactorDisable, submit: 'Turn off two-step sign-in', color: 'red' },
  newCodes: { call: ACCOUNT_PROFILE_CALLS.twoFactorRecoveryCodes, submit: 'Make new recovery codes', color: undefined },
} as const;
type ConfirmedAction = keyof typeof CONFIRMED_ACTIONS;

function ConfirmWithCode({
  action,
  onCancel,
  onCodes,
}: {
  action: ConfirmedAction;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const refresh = useRefreshProfile();
  const { call, submit, color } = CONFIRMED_ACTIONS[action];
  const form = useForm({
    mode: 'controlled',
    initialValues: { current_password: '', code: '' },
    validate: zod4Resolver(twoFactorConfirmBody),
  });
  const confirm = useMutation({
    mutationFn: (values: typeof form.values) => callApi(call, values),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      refresh();
      if ('recovery_codes' in answer) onCodes(answer.recovery_codes);
      else onCancel();
    },
    onError: (error) => showCallError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <TextInput
          label="Code from the app, or a recovery code"
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <Group gap="sm">
          <Button type="submit" color={color} loading={confirm.isPending}>
            {submit}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Two-step sign-in with an authenticator app: set up, recovery codes, turn off. */
export function TwoFactorSection({ profile }: { profile: AccountProfile }) {
  const refresh = useRefreshProfile();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const start = useMutation({
    mutationFn: () => callApi(ACCOUNT_PROFILE_CALLS.twoFactorSetup, {}),
    onSuccess: (answer) => setSetup(answer.data),
    onError: (error) => notifyError(error.message),
  });
  const { enabled, recovery_codes_left } = profile.two_factor;

  let content: React.ReactNode;
  if (codes) {
    content = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          refresh();
        }}
      />
    );
  } else if (enabled) {
    content = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="teal" variant="light">
            On
          </Badge>
          <Text size="sm" c="dimmed">
            {countOf(recovery_codes_left, 'recovery code')} left
          </Text>
        </Group>
        {confirming ? (
          <ConfirmWithCode
            action={confirming}
            onCancel={() => setConfirming(null)}
            onCodes={(made) => {
              setConfirming(null);
              setCodes(made);
            }}
          />
        ) : (
          <Group gap="sm">
            <Button variant="default" onClick={() => setConfirming('newCodes')}>
              New recovery codes
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirming('turnOff')}>
              Turn off
            </Button>
          </Group>
        )}
      </Stack>
    );
  } else if (setup) {
    content = (
      <Enrol
        setup={setup}
        onEnabled={(made) => {
          setSetup(null);
          setCodes(made);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  } else {
    content = (
      <Stack gap="sm" align="flex-start">
        <Badge color="gray" variant="light">
          Off
        </Badge>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up two-step sign-in
        </Button>
      </Stack>
    );
  }
  return (
    <FormSectionCard
      section={{
        id: 'two-factor',
        title: 'Two-step sign-in',
        description: 'After your password, sign-in asks for a code from an authenticator app on your phone.',
        content,
      }}
    />
  );
}
