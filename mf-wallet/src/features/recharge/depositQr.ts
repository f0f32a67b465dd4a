import QRCode from 'qrcode';

/** The address alone (what a wallet app's scanner expects) as a 200x200 QR code, an SVG data URI sharp at any density. */
export async function depositQr(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: 'svg', margin: 2, width: 200, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
