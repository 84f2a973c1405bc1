import { describe, expect, it } from 'vitest';
import { deliveryTimeoutSeconds } from '../../src/sync/hook-delivery';
import { hookUrlProblem } from '../../src/sync/hook-url';

/** The destinations a build hook may have (docs/sync.md, "Destinations"); the CLI's refusals are in hook-delivery.node.test.ts. */

describe('hook destinations', () => {
  it('accepts public http(s) URLs', () => {
    for (const url of [
      'https://api.netlify.com/build_hooks/abc',
      'http://deploy.example.com:8080/hook?x=1',
      'https://8.8.8.8/hook',
      'https://[2606:4700:4700::1111]/hook',
      'https://example.com./hook',
    ]) {
      expect(hookUrlProblem(url), url).toBeNull();
    }
  });

  it('refuses loopback, private, link-local and reserved addresses, in every spelling', () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://127.1/x',
      'http://0x7f.1/x',
      'http://2130706433/x',
      'http://017700000001/x',
      'http://0.0.0.0/x',
      'http://10.1.2.3/x',
      'http://172.16.0.1/x',
      'http://172.31.255.255/x',
      'http://192.168.1.1/x',
      'http://100.64.0.1/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://224.0.0.1/x',
      'http://255.255.255.255/x',
      'http://[::1]/x',
      'http://[::]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::ffff:8.8.8.8]/x',
      'http://[::127.0.0.1]/x',
      'http://[64:ff9b::7f00:1]/x',
      'http://[fc00::1]/x',
      'http://[fd12:3456::1]/x',
      'http://[fe80::1]/x',
      'http://[ff02::1]/x',
      'http://[2001:db8::1]/x',
      'http://[2002:7f00:1::]/x',
      'http://[2001:0:4136:e378::1]/x',
    ]) {
      expect(hookUrlProblem(url), url).toMatch(/non-public address/);
    }
  });

  it('refuses names that are not public', () => {
    for (const url of [
      'http://localhost/x',
      'http://LOCALHOST./x',
      'http://api.localhost/x',
      'http://printer.local/x',
      'http://metadata.google.internal/x',
      'http://router.home.arpa/x',
      'http://intranet/x',
    ]) {
      expect(hookUrlProblem(url), url).toMatch(/not public/);
    }
  });

  it('refuses other schemes, credentials and text that is not a URL', () => {
    expect(hookUrlProblem('ftp://example.com/x')).toMatch(/http or https/);
    expect(hookUrlProblem('file:///etc/passwd')).toMatch(/http or https/);
    expect(hookUrlProblem('https://user:pw@example.com/x')).toMatch(/user name or password/);
    expect(hookUrlProblem('https://user@example.com/x')).toMatch(/user name or password/);
    expect(hookUrlProblem('not a url')).toBe('is not a URL');
  });

  it('bounds a delivery by 10 s and by the first retry interval', () => {
    expect(deliveryTimeoutSeconds(10)).toBe(10);
    expect(deliveryTimeoutSeconds(60)).toBe(10);
    expect(deliveryTimeoutSeconds(3)).toBe(3);
    expect(deliveryTimeoutSeconds(0)).toBe(1);
  });
});
