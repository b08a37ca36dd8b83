import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Vendor and branch sign-in (spec: "vendor layout"): a full page the store's branding fills. */
export default function VendorAuthLayout() {
  return (
    <Box component="main" mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <Outlet />
    </Box>
  );
}
