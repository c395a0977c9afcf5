import QRCode from 'qrcode';

/** A QR code of `text` as an inline SVG data: URI, drawn locally (documents use no network). */
export async function qrCodeDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
