import { describe, expect, it } from 'vitest';
import {
  deviceLabel,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_ALPHABET,
  secondStepKind,
} from './account.js';

describe('recovery codes', () => {
  it('shows ten characters as two groups of five', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });

  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normalizeRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode(formatRecoveryCode('23456789ab'))).toBe('23456789ab');
  });

  it('refuses a wrong length or a look-alike character', () => {
    expect(normalizeRecoveryCode('abcde-fghj')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghjkm')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fgh0k')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghlk')).toBeNull();
  });

  it('has an alphabet without look-alikes', () => {
    for (const c of '01ilo') expect(RECOVERY_CODE_ALPHABET).not.toContain(c);
  });
});

describe('second-step codes', () => {
  it('tells an authenticator code from a recovery code', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(secondStepKind('123456')).toBe('totp');
    expect(secondStepKind('abcde-fghjk')).toBe('recovery');
    expect(secondStepKind('hello')).toBeNull();
  });
});

describe('device labels', () => {
  it('names a browser on a system as a person says it', () => {
    expect(deviceLabel({ browser: 'Chrome', os: 'macOS' })).toBe('Chrome on macOS');
    expect(deviceLabel({ browser: 'Safari', os: 'iOS' })).toBe('Safari on iOS');
    expect(deviceLabel({ browser: 'Firefox', os: 'Linux' })).toBe('Firefox on Linux');
  });

  it('rewrites system names a parser spells otherwise', () => {
    expect(deviceLabel({ browser: 'Chrome', os: 'Mac OS' })).toBe('Chrome on macOS');
    expect(deviceLabel({ browser: 'Chrome', os: 'Chrome OS' })).toBe('Chrome on ChromeOS');
  });

  it('says what it knows, or that it knows nothing', () => {
    expect(deviceLabel({ browser: 'Firefox' })).toBe('Firefox');
    expect(deviceLabel({ os: 'Android' })).toBe('Android');
    expect(deviceLabel({})).toBe('Unknown device');
  });
});
