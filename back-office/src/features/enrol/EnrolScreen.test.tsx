import { screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';
import { sampleDashboard } from '../../testing/sampleDashboard';

const TOKEN = 'A'.repeat(43);
const URI = 'otpauth://totp/Trade%20Suite:carol?secret=JBSWY3DPEHPK3PXP&issuer=Trade%20Suite';
const NEXT = 'B'.repeat(43);
const enrolment = { name: 'carol', role: 'cashier', otpauth_uri: URI, secret: 'JBSWY3DPEHPK3PXP', token: NEXT };

/** Reads the QR code as an authenticator's scanner would: the SVG drawn module by module, then decoded by jsQR. */
function decodeQr(src: string): string | undefined {
  const svg = decodeURIComponent(src.replace('data:image/svg+xml;charset=utf-8,', ''));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const dark = new Set<number>();
  let col = 0;
  let row = 0;
  for (const [, command, a, b] of /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') [col, row] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') col += Number(a);
    else for (const end = col + Number(a); col < end; col++) dark.add(row * size + col);
  }
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      const shade = dark.has(Math.floor(y / scale) * size + Math.floor(x / scale)) ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  return jsQR(pixels, width, width)?.data;
}

describe('EnrolScreen', () => {
  it('shows the operator, the QR of the otpauth URI and the secret', async () => {
    const page = renderConsole({ path: `/enrol#${TOKEN}`, locale: 'en', answers: { '/api/ops/enrolment': ok(enrolment) } });
    const qr = await screen.findByAltText('Authenticator QR code');
    expect(decodeQr(qr.getAttribute('src')!)).toBe(URI);
    expect(screen.getByText('Name carol, role Cashier')).toBeInTheDocument();
    expect(screen.getByTestId('otp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(page.calls[0]!.body).toEqual({ token: TOKEN, lang: 'en' });
    expect(page.calls.filter((c) => c.path === '/api/ops/enrolment')).toHaveLength(1); // opened once: the server spends it
  });

  it('refuses mismatched passwords before calling, then enrols and signs in', async () => {
    const page = renderConsole({
      path: `/enrol#${TOKEN}`,
      locale: 'en',
      answers: {
        '/api/ops/enrolment': ok(enrolment),
        '/api/ops/enrol': ok(fakeSession('cashier', 'carol')),
        '/api/ops/dashboard': ok(sampleDashboard),
      },
    });
    await page.fill(await screen.findByLabelText('Password'), 'correct horse battery');
    await page.fill(screen.getByLabelText('Confirm password'), 'correct horse battery!');
    await page.fill(screen.getByLabelText('Code'), '654321');
    await page.user.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(page.calls.map((c) => c.path)).toEqual(['/api/ops/enrolment']);

    await page.fill(screen.getByLabelText('Password'), '!');
    await page.user.click(screen.getByRole('button', { name: 'Activate and sign in' }));
    await waitFor(() => expect(page.location().pathname).toBe('/dashboard'));
    const sent = page.calls.find((c) => c.path === '/api/ops/enrol')!;
    expect(sent.body).toEqual({ token: NEXT, password: 'correct horse battery!', code: '654321', lang: 'en' });
  });

  it("shows the server's message for a spent or unknown link", async () => {
    renderConsole({
      path: `/enrol#${TOKEN}`,
      locale: 'en',
      answers: { '/api/ops/enrolment': refusal(70006, 'This link is invalid or expired') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or expired');
  });
});
