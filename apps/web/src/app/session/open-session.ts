import { cryptoBox } from './crypto-box';
import { deviceSessionKey } from './device-key';
import { initSession } from './session-store';

let opening: Promise<void> | undefined;

/**
 * Opens the sealed session with this device's key, once per page: the console started after a
 * sign-in in the same page finds it open (and up to date in memory) instead of reading it again.
 */
export const openDeviceSession = (): Promise<void> => {
  opening ??= deviceSessionKey().then((key) => initSession(cryptoBox(key)));
  return opening;
};
