/**
 * Which URLs a build hook may POST to (docs/sync.md, "Destinations"): public http(s) destinations only, so a
 * hook cannot make the service send its signed body to itself, to the machine it runs on, to a private network or
 * to a cloud metadata address. Checked on the URL as the WHATWG parser reads it, which already turns the numeric
 * tricks (`0x7f.1`, `2130706433`, `017700000001`) into dotted quads and IPv6 into its compressed form.
 */

/** Why a URL is not a public hook destination, or null when it is. */
export function hookUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `must be an http or https URL, not "${url.protocol}"`;
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password (user:password@)';
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[')) {
    return ipv6IsPublic(host.slice(1, -1)) ? null : `points at a non-public address (${host})`;
  }
  const v4 = ipv4Of(host);
  if (v4 !== null) return ipv4IsPublic(v4) ? null : `points at a non-public address (${host})`;
  if (!host.includes('.')) return `names a host that is not public (${host})`;
  if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return `names a host that is not public (${host})`;
  }
  return null;
}

/** Names that never resolve to a public address (RFC 6761, 6762, 8375; the cloud providers' internal zones). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain', 'lan', 'intranet', 'corp'];

function ipv4Of(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** IPv4 blocks that are not public unicast (RFC 6890's special-purpose registry, multicast and reserved). */
const V4_BLOCKS: [number, number, number, number, number][] = [
  [0, 0, 0, 0, 8], // "this network"
  [10, 0, 0, 0, 8], // private
  [100, 64, 0, 0, 10], // shared address space (carrier-grade NAT)
  [127, 0, 0, 0, 8], // loopback
  [169, 254, 0, 0, 16], // link-local (cloud metadata: 169.254.169.254)
  [172, 16, 0, 0, 12], // private
  [192, 0, 0, 0, 24], // IETF protocol assignments
  [192, 0, 2, 0, 24], // documentation
  [192, 88, 99, 0, 24], // 6to4 relay anycast
  [192, 168, 0, 0, 16], // private
  [198, 18, 0, 0, 15], // benchmarking
  [198, 51, 100, 0, 24], // documentation
  [203, 0, 113, 0, 24], // documentation
  [224, 0, 0, 0, 4], // multicast
  [240, 0, 0, 0, 4], // reserved, broadcast
];

function ipv4IsPublic(bytes: number[]): boolean {
  const value = toUint32(bytes);
  return !V4_BLOCKS.some(([a, b, c, d, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (toUint32([a, b, c, d]) & mask) >>> 0;
  });
}

function toUint32(bytes: number[]): number {
  return ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, hex, no zone). */
function ipv6Groups(text: string): number[] | null {
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  // The parser prints an embedded IPv4 in hex already, but accept a dotted tail anyway.
  const expand = (groups: string[]): string[] =>
    groups.flatMap((group) => {
      const v4 = ipv4Of(group);
      return v4 ? [((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16)] : [group];
    });
  const l = expand(left);
  const r = expand(right);
  const missing = 8 - l.length - r.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...l, ...Array<string>(missing).fill('0'), ...r].map((group) => Number.parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * Public IPv6 destinations: global unicast (2000::/3) only, which leaves out loopback, unspecified, IPv4-mapped
 * and -compatible addresses, NAT64 (64:ff9b::/96), unique local (fc00::/7), link-local (fe80::/10) and multicast;
 * minus the blocks of global unicast that embed or tunnel to other addresses or are not routed: 2001::/23 (Teredo,
 * ORCHID, benchmarking), 2001:db8::/32 (documentation) and 2002::/16 (6to4).
 */
function ipv6IsPublic(text: string): boolean {
  const groups = ipv6Groups(text);
  if (groups === null) return false;
  const [first = 0, second = 0] = groups;
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2001 && second < 0x0200) return false;
  if (first === 0x2001 && second === 0x0db8) return false;
  return first !== 0x2002;
}
