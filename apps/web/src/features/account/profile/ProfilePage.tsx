import { Stack, Title } from '@mantine/core';
import { DetailLoadFailed, DetailLoading } from '../../../ui/DetailStates';
import { DetailsSection } from './DetailsSection';
import { PasswordSection } from './PasswordSection';
import { useProfile } from './profile-queries';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/** /account/profile: your own name, email, password, two-step sign-in and sessions (owner and staff alike). */
export default function ProfilePage() {
  const profile = useProfile();
  if (profile.error)
    return (
      <DetailLoadFailed noun="Profile" error={profile.error} back={{ to: '/account', label: 'Back to account' }} />
    );
  if (!profile.data) return <DetailLoading />;
  const me = profile.data.data;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <DetailsSection profile={me} />
      <PasswordSection />
      <TwoFactorSection profile={me} />
      <SessionsSection />
    </Stack>
  );
}
