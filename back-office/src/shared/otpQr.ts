import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code for the authenticator app: an SVG data URI, sharp at any density. */
export async function otpQr(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, width: 200, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
