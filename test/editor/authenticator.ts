/**
 * A software passkey for the workerd tests: a real ECDSA P-256 key pair (Web Crypto) that answers WebAuthn
 * ceremonies as a platform authenticator with user verification would (`none` attestation, resident key). It lets
 * the invitation and sign-in endpoints be tested through HTTP end to end inside workerd; the browser test drives
 * Chromium's own virtual authenticator through the same pages.
 */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** The CBOR head of major type `major` with argument `n`. */
function head(major: number, n: number): Uint8Array {
  if (n < 24) return new Uint8Array([(major << 5) | n]);
  if (n < 256) return new Uint8Array([(major << 5) | 24, n]);
  return new Uint8Array([(major << 5) | 25, n >> 8, n & 255]);
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** Minimal CBOR: integers, text, bytes and maps, all a WebAuthn attestation needs. */
function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = encoder.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return concat(head(5, value.size), ...entries);
}

/** A raw P-256 signature (r‖s) as the DER sequence WebAuthn carries. */
function der(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A passkey held by this test authenticator. */
export class SoftPasskey {
  readonly id = crypto.getRandomValues(new Uint8Array(16));
  private counter = 0;
  private constructor(
    private readonly keys: CryptoKeyPair,
    /** Whether it reports user verification (a real platform authenticator with a lock screen does). */
    private readonly verifies: boolean,
  ) {}

  static async create(options: { verifies?: boolean } = {}): Promise<SoftPasskey> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    return new SoftPasskey(keys, options.verifies ?? true);
  }

  get credentialId(): string {
    return base64url(this.id);
  }

  private async authData(rpId: string, attested: boolean): Promise<Uint8Array> {
    const flags = UP | (this.verifies ? UV : 0) | (attested ? AT : 0);
    this.counter += 1;
    const count = new Uint8Array([0, 0, this.counter >> 8, this.counter & 255]);
    const base = concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), count);
    if (!attested) return base;
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const fromB64 = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64(jwk.x!)],
        [-3, fromB64(jwk.y!)],
      ]),
    );
    const idLength = new Uint8Array([this.id.length >> 8, this.id.length & 255]);
    return concat(base, new Uint8Array(16), idLength, this.id, cose);
  }

  /** The browser's `RegistrationResponseJSON` for creation options `options` at `origin`. */
  async register(options: { challenge: string; rp: { id: string } }, origin: string) {
    const clientData = encoder.encode(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', await this.authData(options.rp.id, true)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: base64url(clientData),
        attestationObject: base64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** The browser's `AuthenticationResponseJSON` for request options `options` at `origin`. */
  async signIn(options: { challenge: string; rpId: string }, origin: string) {
    const clientData = encoder.encode(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const authData = await this.authData(options.rpId, false);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(der(raw)),
        userHandle: base64url(encoder.encode('calendar-user')),
      },
    };
  }
}
