import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_SECRET_FILE, DeviceProofs, cookieValue, loadDeviceSecret } from './deviceProof';

const DAY = 24 * 3_600_000;

describe('device proofs', () => {
  let now = 1_700_000_000_000;
  const proofs = new DeviceProofs(Buffer.from('k'.repeat(32)), 90 * DAY, () => now);

  it('a proof is valid for its account only, ignoring case, until it expires', () => {
    const proof = proofs.issue('Alice');
    const id = proof.split('.')[0];
    expect(proofs.verify('alice', proof)).toBe(id);
    expect(proofs.verify('ALICE', proof)).toBe(id);
    expect(proofs.verify('bob', proof)).toBeNull();
    now += 90 * DAY;
    expect(proofs.verify('alice', proof)).toBeNull();
  });

  it('refuses a proof signed with another key, or malformed', () => {
    const proof = new DeviceProofs(Buffer.from('x'.repeat(32)), DAY, () => now).issue('alice');
    for (const bad of [proof, undefined, '', 'a.b', 'a.1.b.c', `${proof}x`, proof.replace(/\.\d+\./, '.99999999999999999999.')]) {
      expect(proofs.verify('alice', bad)).toBeNull();
    }
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; device_proof=x.2.y ; b=3', 'device_proof')).toBe('x.2.y');
    expect(cookieValue('xdevice_proof=1', 'device_proof')).toBeUndefined();
    expect(cookieValue(undefined, 'device_proof')).toBeUndefined();
  });
});

describe('the device proof secret', () => {
  it('is generated once under DATA_DIR and kept; a setting wins; a short one is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'device-secret-'));
    try {
      const first = loadDeviceSecret(null, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadDeviceSecret(null, dir).equals(first)).toBe(true);
      expect(fs.statSync(path.join(dir, DEVICE_SECRET_FILE)).mode & 0o077).toBe(0);
      expect(loadDeviceSecret('s'.repeat(40), dir).toString()).toBe('s'.repeat(40));
      expect(() => loadDeviceSecret('short', dir)).toThrow(/DEVICE_PROOF_SECRET/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
