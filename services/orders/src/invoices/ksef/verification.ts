import { constants, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { sha256Base64Url } from './crypto';

// KOD II of the verification QR codes (ksef-docs kody-qr.md; KOD I, the invoice's own link, is drawn by
// documents from the XML's hash): an invoice issued offline carries it to prove its issuer with the shop's
// offline KSeF certificate. The link names the context, seller, the certificate's serial and the SHA-256 of
// the XML, and ends with its own signature over the link without its scheme (RSASSA-PSS SHA-256 with a
// 32-byte salt, or ECDSA P-256 in IEEE P1363 form), in base64url. Printed under it: CERTYFIKAT.

export interface OfflineCertificate {
  serial: string;
  key: KeyObject;
}

/** The offline certificate from the settings, or null; a key that cannot be read stops the start (unrepeated). */
export function offlineCertificate(settings: {
  KSEF_OFFLINE_CERT_SERIAL?: string;
  KSEF_OFFLINE_KEY?: string;
}): OfflineCertificate | null {
  if (!settings.KSEF_OFFLINE_CERT_SERIAL || !settings.KSEF_OFFLINE_KEY) return null;
  let key: KeyObject;
  try {
    key = createPrivateKey(Buffer.from(settings.KSEF_OFFLINE_KEY, 'base64').toString('utf8'));
  } catch {
    throw new Error('KSEF_OFFLINE_KEY: not a base64 PEM private key');
  }
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (key.asymmetricKeyType === 'ec' ? curve !== 'prime256v1' : key.asymmetricKeyType !== 'rsa')
    throw new Error('KSEF_OFFLINE_KEY: an RSA or EC P-256 key is needed');
  if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new Error('KSEF_OFFLINE_KEY: an RSA key of at least 2048 bits is needed');
  return { serial: settings.KSEF_OFFLINE_CERT_SERIAL.toUpperCase(), key };
}

export function certificateLink(
  qrUrl: string,
  contextNip: string,
  sellerNip: string,
  certificate: OfflineCertificate,
  xml: string,
): string {
  const path = `${qrUrl}/certificate/Nip/${contextNip}/${sellerNip}/${certificate.serial}/${sha256Base64Url(Buffer.from(xml, 'utf8'))}`;
  const signed = Buffer.from(path.replace(/^https?:\/\//, '').replace(/\/$/, ''), 'utf8');
  const signature =
    certificate.key.asymmetricKeyType === 'ec'
      ? sign('sha256', signed, { key: certificate.key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', signed, {
          key: certificate.key,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: 32,
        });
  return `${path}/${signature.toString('base64url')}`;
}

/**
 * KOD II of an invoice issued offline (`offline_since` set), or null: an online invoice has KOD I only (drawn
 * by documents from the XML's hash), and without a configured offline certificate there is nothing to sign with.
 */
export function offlineCertificateLink(
  invoice: { xml: string; seller: { taxId: string | null }; offlineSince: Date | null },
  settings: { KSEF_QR_URL: string; KSEF_NIP?: string },
  certificate: OfflineCertificate | null,
): string | null {
  const seller = invoice.seller.taxId;
  if (!invoice.offlineSince || !certificate || !seller) return null;
  return certificateLink(
    settings.KSEF_QR_URL.replace(/\/$/, ''),
    settings.KSEF_NIP ?? seller,
    seller,
    certificate,
    invoice.xml,
  );
}
