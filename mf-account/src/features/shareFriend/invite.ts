import QRCode from 'qrcode';
import { ROUTES } from 'shared-contracts';

/** The invite link: register with the inviter's id (docs/product.md, Constants: invite QR). */
export function inviteLink(origin: string, userId: number): string {
  return `${origin}${ROUTES.register}?inviter_id=${userId}`;
}

/** The link as a 200x200 QR code, an SVG data URI (sharp at any pixel density, no canvas needed). */
export async function inviteQr(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', margin: 2, width: 200, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
