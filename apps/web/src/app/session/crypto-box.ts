const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Seals JSON values with AES-GCM under one key: a fresh random IV per value, stored in front of it. */
export function cryptoBox(key: CryptoKey) {
  return {
    async seal(value: unknown): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
      const out = new Uint8Array(IV_BYTES + sealed.length);
      out.set(iv);
      out.set(sealed, IV_BYTES);
      return toBase64(out);
    },
    /** Throws when the text was not sealed with this key or was altered. */
    async open(text: string): Promise<unknown> {
      const bytes = fromBase64(text);
      const iv = bytes.slice(0, IV_BYTES);
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, bytes.slice(IV_BYTES));
      return JSON.parse(new TextDecoder().decode(plain));
    },
  };
}
export type CryptoBox = ReturnType<typeof cryptoBox>;

export const newSessionKey = (extractable = false) =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, extractable, ['encrypt', 'decrypt']);
